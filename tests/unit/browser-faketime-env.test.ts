/** Chromium's environment in the date-shifted pass (tests/support/browser.ts): libfaketime out, the rest kept. */
import { describe, expect, it } from 'vitest';
import { withoutFaketime } from '../support/browser.ts';

describe('withoutFaketime', () => {
  it('drops FAKETIME* and an LD_PRELOAD that is only libfaketime', () => {
    expect(withoutFaketime({ PATH: '/usr/bin', FAKETIME: '+200d', FAKETIME_DONT_RESET: '1', LD_PRELOAD: '/usr/$LIB/faketime/libfaketime.so.1' })).toEqual({ PATH: '/usr/bin' }); // as faketime(1) sets it
  });

  it("keeps every other preloaded library, in order, whichever separator ld.so's list used", () => {
    expect(withoutFaketime({ LD_PRELOAD: '/usr/lib/libjemalloc.so.2 /usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1:/opt/libtrace.so' })).toEqual({ LD_PRELOAD: '/usr/lib/libjemalloc.so.2:/opt/libtrace.so' });
  });

  it('leaves an environment without libfaketime as it was, minus unset entries', () => {
    expect(withoutFaketime({ HOME: '/root', LD_PRELOAD: '/usr/lib/libjemalloc.so.2', UNSET: undefined })).toEqual({ HOME: '/root', LD_PRELOAD: '/usr/lib/libjemalloc.so.2' });
  });
});
