/**
 * The ticket forms' fields, as GOV.UK's design system writes them (its error summary and error
 * messages): a label, a hint, the error above the input, `aria-invalid` and `aria-describedby`
 * naming both; and a summary at the top that links to each field in error. A field's initial
 * value is the server's echo of a post without JavaScript (FormEchoContext), never the state.
 */
import { useContext, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FieldError } from '../../../shared/api/tickets.ts';
import { FormEchoContext } from '../../app-context.tsx';

export const inputClass =
  'mt-1 block w-full rounded-xl border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:border-gray-500 dark:bg-gray-950 dark:text-white dark:aria-[invalid=true]:border-red-400';

/** The message of a field's error: the field's kind is the last part of its name (`party.2.documentNumber`). */
function useFieldMessage(): (name: string, error: FieldError) => string {
  const { t } = useTranslation('tickets');
  return (name, error) => t(`errors.${name.split('.').at(-1)}.${error}`, { defaultValue: t('errors.fallback') });
}

/** Classes of an in-text link on the ticket pages. */
export const textLink = 'font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-200';

/**
 * A field's error, above it, with the id its control's `aria-describedby` names. `spacing`
 * places it in its box; `mark` is the "! " that eyes see and readers skip.
 */
export function FieldErrorText({ name, error, spacing = 'mt-1', mark = true }: { name: string; error: FieldError; spacing?: string; mark?: boolean }) {
  const message = useFieldMessage();
  return (
    <p id={`${name}-error`} className={`${spacing} text-sm font-semibold text-red-700 dark:text-red-300`} data-testid="field-error">
      {mark && <span aria-hidden="true">! </span>}
      {message(name, error)}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError | undefined;
  /** A value that is not personal, from the page state (a reservation code); the echo wins. */
  initial?: string | undefined;
  /** Classes of the input itself (`className` is the field's box). */
  inputClassName?: string;
}

/**
 * Never '' for "nothing": React sets `defaultValue` when it is given, even while hydrating, and
 * that would empty an input the server filled (react-dom's initInput).
 */
export function TextField({ name, label, hint, error, className, initial, inputClassName = '', ...input }: TextFieldProps) {
  const echo = useContext(FormEchoContext);
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-900 dark:text-white">
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-0.5 text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      )}
      {error && <FieldErrorText name={name} error={error} />}
      <input id={name} name={name} defaultValue={echo[name] ?? (initial || undefined)} aria-invalid={error ? true : undefined} aria-describedby={described} className={`${inputClass} ${inputClassName}`} {...input} />
    </div>
  );
}

/**
 * The summary of every field error, linking to each field; focused when it appears after a send,
 * so it is read once (no live region: that would read it a second time).
 */
export function ErrorSummary({ errors, order, ref }: { errors: Record<string, FieldError>; order: readonly string[]; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('tickets');
  const message = useFieldMessage();
  const names = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
  if (names.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" data-testid="error-summary" className="mb-6 rounded-2xl border-2 border-red-700 bg-white p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-600 dark:border-red-400 dark:bg-gray-950">
      <h2 id="error-summary-title" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('summary.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${name}`} className="font-semibold text-red-700 underline underline-offset-2 dark:text-red-300">
              {message(name, errors[name]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Fields in the order the form shows them (unknown ones last). */
function rank(order: readonly string[], name: string): number {
  const i = order.indexOf(name);
  return i < 0 ? order.length : i;
}
