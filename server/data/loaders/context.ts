import type { Locale } from '../../../shared/api/envelope.ts';
import type { Clock } from '../../../shared/clock.ts';
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
}

