/**
 * Visitor flow (docs/product.md §5): visitors now against the instant capacity, the update
 * time, and the level of today/flowLevel.ts (warning colour from 80 %). `null` data hides the widget.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FlowRate } from '../../../shared/api/shell.ts';
import type { LiveStamp } from '../../../shared/state.ts';
import { clockTime } from '../../format/dates.ts';
import { LocaleLink } from '../LocaleLink.tsx';
import { LiveStampLine } from '../today/LiveStamp.tsx';
import { formatCount } from '../../format/numbers.ts';
import { flowLevel } from '../today/flowLevel.ts';
import { Icon } from '../ui/Icon.tsx';

function valid(flow: FlowRate | null): flow is FlowRate {
  return Boolean(flow && Number.isFinite(flow.current) && Number.isFinite(flow.instantCapacity) && flow.instantCapacity > 0);
}

export function FlowCard({ flow, stamp, now }: { flow: FlowRate | null; stamp: LiveStamp | null; now: string }) {
  const { t } = useTranslation('common');
  if (!valid(flow)) return null;
  const { percent, level, warn } = flowLevel(flow);
  return (
    <section className={`widget widget--flow${warn ? ' is-warning' : ''}`} aria-labelledby="flow-title" data-testid="flow" data-level={level}>
      <h3 id="flow-title" className="widget__title">
        <Icon name="users" />
        {t('flow.title')}
        <span className={`badge ${level === 'full' ? 'badge--danger' : warn ? 'badge--warn' : 'badge--brand'}`}>{t(`flow.status.${level}`)}</span>
      </h3>
      <p className="flow-now">
        <span className="sr-only">{t('flow.current')}: </span>
        <span className="flow-now__value">{formatCount(flow.current)}</span>
        <span className="flow-now__of"> / {formatCount(flow.instantCapacity)}</span>
      </p>
      <div
        className={`meter${level === 'full' ? ' meter--danger' : warn ? ' meter--warn' : ''}`}
        role="meter"
        aria-label={t('flow.current')}
        aria-valuemin={0}
        aria-valuemax={flow.instantCapacity}
        aria-valuenow={Math.min(flow.current, flow.instantCapacity)}
        aria-valuetext={`${t('flow.ofCapacity', { current: formatCount(flow.current), capacity: formatCount(flow.instantCapacity) })}, ${t('flow.percent', { value: percent })}`}
      >
        <div className="meter__bar" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className="flow-meta">{t('flow.percent', { value: percent })}</p>
      <dl className="flow-stats">
        {Number.isFinite(flow.todayTotal) && (
          <div>
            <dt>{t('flow.todayLabel')}</dt>
            <dd>{formatCount(flow.todayTotal)}</dd>
          </div>
        )}
        {Number.isFinite(flow.dailyCapacity) && flow.dailyCapacity > 0 && (
          <div>
            <dt>{t('flow.dailyLabel')}</dt>
            <dd>{formatCount(flow.dailyCapacity)}</dd>
          </div>
        )}
      </dl>
      {warn && (
        <p className="flow-warning" role="note">
          {t('flow.warning')}
        </p>
      )}
      <LiveStampLine className="widget__foot" at={flow.updateTime} stamp={stamp} now={now} />
    </section>
  );
}

export function FlowChip({ flow, stamp }: { flow: FlowRate | null; stamp: LiveStamp | null }) {
  const { t } = useTranslation('common');
  if (!valid(flow)) return null;
  const { percent, level, warn } = flowLevel(flow);
  const time = clockTime(flow.updateTime);
  return (
    <LocaleLink className={`utility-chip${warn || stamp?.stale ? ' utility-chip--warn' : ''}`} to="/conditions" data-testid="flow-chip" data-level={level}>
      <Icon name="users" />
      {t('flow.chip', { value: percent })}
      {time && <span className="utility-chip__time"> · {time}</span>}
      {stamp?.stale && <span className="sr-only"> ({t('liveStamp.stale')})</span>}
    </LocaleLink>
  );
}
