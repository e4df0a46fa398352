/**
 * Scroll reveal for page content (SPEC.md §9 defaults; client/runtime/reveal.ts does the
 * work): <Reveal> renders its element with data-reveal; plain elements can carry the
 * attribute themselves. Content is never hidden without script or under reduced motion.
 *   <Reveal as="section" effect="fade-up" delay={100}>…</Reveal>
 */
import type { ElementType, HTMLAttributes, ReactNode } from 'react';

export type RevealEffect = 'fade-up' | 'fade' | 'zoom' | 'fade-left' | 'fade-right';

export function Reveal({ as: Tag = 'div', effect = 'fade-up', delay, duration, easing, children, ...rest }: { as?: ElementType; effect?: RevealEffect; delay?: number; duration?: number; easing?: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <Tag {...rest} data-reveal={effect} data-reveal-delay={delay} data-reveal-duration={duration} data-reveal-easing={easing}>
      {children}
    </Tag>
  );
}
