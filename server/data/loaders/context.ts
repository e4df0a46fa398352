import type { Locale } from '../../../shared/api/envelope.ts';
import type { TicketAvailability } from '../../../shared/api/tickets.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { FormFields } from '../../../shared/tickets/form.ts';
import type { TicketOutcome } from '../../../shared/tickets/outcome.ts';
import type { Api } from '../../upstream/api.ts';
import type { StreamProbe } from '../streams.ts';

/** What a page loader gets: the request's own context, nothing shared but the Api. */
export interface LoaderContext {
  api: Api;
  locale: Locale;
  /** The site clock: what "now" is for notices and anything dated. */
  now: Clock;
  /** The request URL without locale prefix. */
  url: URL;
  /** Checks live-camera streams (cached); absent in contexts that do not need it. */
  probeStreams?: StreamProbe;
  /** Told each read of ticket availability (the places gauge), or its failure (logged). */
  onTicketPlaces?: (availability: TicketAvailability | null, err: unknown) => void;
  /** On a form page (RouteSpec.form), what this visitor's request brings; absent elsewhere. */
  visit?: Visit;
}

/** A form page's per-visitor part (docs/tickets.md §Forms). */
export interface Visit {
  /** The CSRF token for the page's forms. */
  csrf: string;
  /** The form just posted, and the desk's answer to it; null on a plain visit. */
  fields: FormFields | null;
  outcome: TicketOutcome | null;
}

