/**
 * The top of a page: optional breadcrumbs, the h1, a lead paragraph and optional controls on
 * the right (layout switches). With a `hero` photo it becomes the full-bleed photo header of
 * the main layout (/landscapes; /ability's services have no photo, so it has the plain one).
 */
import type { ReactNode } from 'react';
import { Photo } from '../cards/Cards.tsx';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  /** Show the breadcrumb trail (home › title) above the title. */
  breadcrumbs?: boolean;
  /** A cover photo: renders the full-bleed photo header. */
  hero?: string | null;
  /** Controls shown beside the title (e.g. the layout switch). */
  children?: ReactNode;
}

export function PageHeader({ title, lead, breadcrumbs = false, hero = null, children }: PageHeaderProps) {
  if (hero) {
    return (
      <header className="relative isolate flex min-h-[22rem] items-end overflow-hidden bg-gray-900 sm:min-h-[28rem]">
        <Photo src={hero} alt="" sizes="100vw" eager className="absolute inset-0 -z-10 size-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-gray-950/85 via-gray-950/30 to-gray-950/50" />
        <div className="wrap pt-28 pb-10 sm:pb-14">
          {breadcrumbs && <Breadcrumbs items={[{ label: title }]} className="breadcrumb--on-photo" />}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
          {lead && <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{lead}</p>}
          {children}
        </div>
      </header>
    );
  }
  return (
    <header className={`${breadcrumbs ? 'mb-8' : 'mt-4 mb-6 sm:mt-6 sm:mb-8'} flex flex-col gap-4 md:flex-row md:items-end md:justify-between`}>
      <div className="max-w-3xl">
        {breadcrumbs && <Breadcrumbs items={[{ label: title }]} />}
        <h1 className={`${breadcrumbs ? 'mt-4 ' : ''}text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white`}>{title}</h1>
        {lead && <p className="mt-3 text-base text-gray-600 sm:text-lg dark:text-gray-300">{lead}</p>}
      </div>
      {children && <div className="shrink-0">{children}</div>}
    </header>
  );
}
