/**
 * What a live-camera card shows (docs/cameras.md), decided in one place from what the card knows:
 * the camera's attributes, the server's (or the browser's) stream check, the area's time and
 * what the player did. Camera hours are daylight, exactly as shared/opening-hours.ts `isDark`
 * says, so the card and the content service's stream agree.
 */
import { isDark } from '../../../shared/opening-hours.ts';

export type CameraView =
  /** No photo of this season: the reason, and no picture of another season. */
  | { kind: 'off-season'; reason: string }
  /** Outside camera hours: the evening's last snapshot, and when the camera comes back on. */
  | { kind: 'night'; from: Date | null }
  /** The stream has not been checked yet (the browser checks it). */
  | { kind: 'idle' }
  /** The stream answers: the visitor may play it. */
  | { kind: 'ready' }
  | { kind: 'playing' }
  /** The stream does not answer in camera hours, or was cut while playing: the latest snapshot. */
  | { kind: 'unavailable'; cut: boolean };

export interface CameraFacts {
  /** The content service's `offSeason` (the reason; '' when it gives none). */
  offSeason: string | undefined;
  /** The stream check: online, offline or not known yet. */
  status: 'online' | 'offline' | undefined;
  /** The visitor pressed play, and whether the player then failed. */
  playing: boolean;
  failed: boolean;
  /** The area's time now; null when the page has no clock (the night is then not known). */
  now: Date | null;
}

const MINUTE = 60_000;
/** Two days of minutes: past any night. */
const LOOK_AHEAD = 2 * 24 * 60;

/** The first minute of camera hours after `at` (the next sunrise by `isDark`), or null when none comes within two days. */
export function camerasOnFrom(at: Date): Date | null {
  let t = Math.ceil(at.getTime() / MINUTE) * MINUTE;
  for (let i = 0; i < LOOK_AHEAD; i++, t += MINUTE) if (!isDark(new Date(t))) return new Date(t);
  return null;
}

export function cameraView({ offSeason, status, playing, failed, now }: CameraFacts): CameraView {
  if (offSeason !== undefined) return { kind: 'off-season', reason: offSeason };
  // A stream already playing at dusk plays on until it ends (its playlist goes at sunset).
  if (playing && !failed) return { kind: 'playing' };
  if (now && isDark(now)) return { kind: 'night', from: camerasOnFrom(now) };
  if (failed) return { kind: 'unavailable', cut: true };
  if (status === 'online') return { kind: 'ready' };
  return status === 'offline' ? { kind: 'unavailable', cut: false } : { kind: 'idle' };
}
