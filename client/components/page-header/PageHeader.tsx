/** The top of a part B page: the h1, a lead paragraph and optional controls on the right. */
import type { ReactNode } from 'react';

export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="mt-4 mb-6 flex flex-col gap-4 sm:mt-6 sm:mb-8 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">{title}</h1>
        {lead && <p className="mt-3 text-base text-gray-600 sm:text-lg dark:text-gray-300">{lead}</p>}
      </div>
      {children && <div className="shrink-0">{children}</div>}
    </header>
  );
}
