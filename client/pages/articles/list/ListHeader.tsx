/**
 * The top of a list page. In the default layout: breadcrumbs, title, lead. In the main layout
 * (/landscapes, /ability) the header floats over the page, so the top is a full-bleed photo.
 */
import type { ReactNode } from 'react';
import { Photo } from '../../../components/cards/Cards.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';

export function ListHeader({ title, lead, hero, children }: { title: string; lead: string; hero: string | null; children?: ReactNode }) {
  if (hero) {
    return (
      <header className="relative isolate flex min-h-[22rem] items-end overflow-hidden bg-gray-900 sm:min-h-[28rem]">
        <Photo src={hero} alt="" sizes="100vw" eager className="absolute inset-0 -z-10 size-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-gray-950/85 via-gray-950/30 to-gray-950/50" />
        <div className="mx-auto w-full max-w-7xl px-5 pt-28 pb-10 sm:px-8 sm:pb-14 [&_.breadcrumb_*]:text-white/85 [&_.breadcrumb_li]:before:text-white/60 [&_.breadcrumb_[aria-current]]:text-white">
          <Breadcrumbs items={[{ label: title }]} />
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{lead}</p>
          {children}
        </div>
      </header>
    );
  }
  return (
    <header className="mb-8">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">{title}</h1>
      <p className="mt-3 max-w-3xl text-base text-gray-600 sm:text-lg dark:text-gray-300">{lead}</p>
      {children}
    </header>
  );
}
