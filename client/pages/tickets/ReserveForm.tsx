/**
 * The reservation form (docs/tickets.md §Forms). A plain form that posts to its page, so it
 * works before and without JavaScript; `onSubmit` (useTicketPost) sends it without a reload
 * once the page runs. The first visitor is always shown; up to four more are in a disclosure
 * that opens without script. Inputs are uncontrolled: what the visitor typed stays in them
 * across an answer, and the page state never holds it.
 */
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DOCUMENT_KINDS, MAX_PARTY, type FieldError, type TicketSlot } from '../../../shared/api/tickets.ts';
import { CSRF_FIELD, type TicketFormMemory } from '../../../shared/tickets/form.ts';
import { useLocale } from '../../app-context.tsx';
import { formatCount } from '../../format/numbers.ts';
import { FieldErrorText, inputClass, TextField } from './fields.tsx';

/** A slot the form offers: from availability, or, when the desk is down, the one the visitor had chosen. */
export type SlotOption = Pick<TicketSlot, 'start' | 'state' | 'closedReason'> & { end: string | null; remaining: number | null };

/** The fields in the order the form shows them: the error summary lists errors in this order. */
export const FIELD_ORDER: readonly string[] = [
  'date',
  'slot',
  ...Array.from({ length: MAX_PARTY }, (_, i) => [`party.${i}.name`, `party.${i}.documentKind`, `party.${i}.documentNumber`]).flat(),
  'contactPhone',
];

interface ReserveFormProps {
  date: string;
  slots: readonly SlotOption[];
  memory: TicketFormMemory;
  idempotencyKey: string;
  csrf: string;
  errors: Record<string, FieldError>;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}

function SlotPicker({ slots, chosen, error }: { slots: readonly SlotOption[]; chosen: string; error: FieldError | undefined }) {
  const { t } = useTranslation('tickets');
  const firstOpen = slots.find((s) => s.state === 'open' || s.state === 'nearly-full')?.start;
  return (
    <fieldset className="mb-8" aria-describedby={error ? 'slot-error' : 'slot-hint'}>
      <legend className="text-lg font-bold text-gray-900 dark:text-white">{t('slots.legend')}</legend>
      <p id="slot-hint" className="mt-0.5 text-sm text-gray-600 dark:text-gray-300">
        {t('slots.hint')}
      </p>
      {error && <FieldErrorText name="slot" error={error} />}
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {slots.map((s) => {
          const bookable = s.state === 'open' || s.state === 'nearly-full';
          const status =
            s.state === 'closed'
              ? t(s.closedReason === 'closure' ? 'slots.closedClosure' : 'slots.closedPast')
              : s.state === 'sold-out'
                ? t('slots.soldOut')
                : s.remaining === null
                  ? ''
                  : t(s.state === 'nearly-full' ? 'slots.nearlyFull' : 'slots.open', { places: formatCount(s.remaining) });
          const id = s.start === firstOpen ? 'slot' : `slot-${s.start.replace(':', '')}`;
          return (
            <label
              key={s.start}
              htmlFor={id}
              data-state={s.state}
              data-testid="ticket-slot"
              className={`flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 ring-1 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:ring-brand-300 ${
                bookable ? 'cursor-pointer bg-white ring-gray-300 dark:bg-gray-900 dark:ring-gray-700' : 'bg-gray-100 text-gray-600 ring-gray-200 dark:bg-gray-800 dark:text-gray-400 dark:ring-gray-700'
              }`}
            >
              <input type="radio" id={id} name="slot" value={s.start} disabled={!bookable} defaultChecked={bookable && s.start === chosen} className="size-5 accent-brand-700" />
              <span className="flex flex-col">
                <span className="font-bold text-gray-900 tabular-nums dark:text-white">{s.end ? `${s.start}–${s.end}` : s.start}</span>
                {status && (
                  <span className={`text-sm tabular-nums ${s.state === 'nearly-full' ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>
                    {s.state === 'nearly-full' && <span aria-hidden="true">▲ </span>}
                    {s.state === 'sold-out' && <span aria-hidden="true">— </span>}
                    {status}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function KindSelect({ name, kind, error }: { name: string; kind: string; error: FieldError | undefined }) {
  const { t } = useTranslation('tickets');
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-900 dark:text-white">
        {t('party.kind')}
      </label>
      {error && <FieldErrorText name={name} error={error} mark={false} />}
      <select id={name} name={name} defaultValue={kind} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} className={inputClass}>
        {DOCUMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`party.kinds.${k}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PartyRow({ i, memory, errors }: { i: number; memory: TicketFormMemory; errors: Record<string, FieldError> }) {
  const { t } = useTranslation('tickets');
  const p = `party.${i}`;
  return (
    <fieldset className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800" data-testid="party-row">
      <legend className="px-1 font-bold text-gray-900 dark:text-white">
        {t('party.person', { n: i + 1 })}
        {i > 0 && <span className="ml-2 text-sm font-normal text-gray-600 dark:text-gray-300">({t('party.optional')})</span>}
      </legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <TextField name={`${p}.name`} label={t('party.name')} error={errors[`${p}.name`]} autoComplete={i === 0 ? 'name' : 'off'} maxLength={60} required={i === 0} />
        <KindSelect name={`${p}.documentKind`} kind={memory.kinds[i] ?? 'id-card'} error={errors[`${p}.documentKind`]} />
        <TextField
          name={`${p}.documentNumber`}
          label={t('party.number')}
          error={errors[`${p}.documentNumber`]}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required={i === 0}
          inputClassName="font-mono"
        />
      </div>
    </fieldset>
  );
}

export function ReserveForm({ date, slots, memory, idempotencyKey, csrf, errors, busy, onSubmit }: ReserveFormProps) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  // More visitors open when the form had them, or when one of theirs is in error.
  const moreOpen = memory.rows > 1 || Object.keys(errors).some((k) => /^party\.[1-9]\./.test(k));
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={busy || undefined} data-testid="reserve-form">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="lang" value={locale} />
      {/* Keyed by day: a slot chosen on one day is not carried to another's radio of the same time. */}
      <SlotPicker key={date} slots={slots} chosen={memory.slot} error={errors.slot} />
      <fieldset className="mb-8">
        <legend className="text-lg font-bold text-gray-900 dark:text-white">{t('party.legend')}</legend>
        <p className="mt-0.5 mb-3 text-sm text-gray-600 dark:text-gray-300">{t('party.hint')}</p>
        <PartyRow i={0} memory={memory} errors={errors} />
        <details className="group mt-3" open={moreOpen}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200">
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ›
            </span>
            {t('party.more', { max: MAX_PARTY })}
          </summary>
          <div className="mt-3 space-y-3">
            {Array.from({ length: MAX_PARTY - 1 }, (_, j) => (
              <PartyRow key={j + 1} i={j + 1} memory={memory} errors={errors} />
            ))}
          </div>
        </details>
      </fieldset>
      <TextField
        name="contactPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t('phone.label')}
        hint={t('phone.hint')}
        error={errors.contactPhone}
        maxLength={24}
        required
        className="mb-8 max-w-sm"
      />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="btn btn--primary min-w-40 text-lg"
        data-testid="reserve-submit"
      >
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
