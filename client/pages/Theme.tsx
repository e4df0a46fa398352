import type { SubjectBrowseData, SubjectDetailData } from '../../shared/page-data.ts';
import { PageMeta } from '../components/PageMeta.tsx';
import { ThemeBrowseView } from './ThemeBrowse.tsx';
import { usePage } from './usePage.ts';

function ThemeView({ data }: { data: SubjectDetailData }) {
  const s = data.subject;
  return (
    <article>
      <PageMeta title={s.title} description={s.summary} image={s.cover} type="article" />
      <h1>{s.title}</h1>
      <p>{s.summary}</p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
      {s.itinerary.map((d) => (
        <section key={d.day}>
          <h2>{d.title}</h2>
          <ol>
            {d.stops.map((st, i) => (
              <li key={i}>
                {st.time} {st.name}: {st.note}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}

export function Component() {
  const { data } = usePage<SubjectDetailData | SubjectBrowseData>();
  return data.kind === 'subject-detail' ? <ThemeView data={data} /> : <ThemeBrowseView data={data} titleKey="theme" />;
}
