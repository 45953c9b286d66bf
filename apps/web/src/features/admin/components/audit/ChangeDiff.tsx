import { useTranslation } from 'react-i18next';
import { jsonDiff } from './json-diff';

const columns = ['field', 'before', 'after'] as const;

/** The fields a change touched, each with its value before and after, folded until asked for. */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('adminInbox');
  const changes = jsonDiff(before, after);
  if (changes.length === 0) return <p className="text-muted text-sm">{t('audit.noDetails')}</p>;
  return (
    <details className="text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        {t('audit.changes', { n: changes.length })}
      </summary>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse">
          <thead>
            <tr className="text-muted">
              {columns.map((column) => (
                <th key={column} scope="col" className="p-1 text-start font-medium first:w-1/4">
                  {t(`audit.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path} className="border-border border-t align-top">
                <th scope="row" className="break-all p-1 text-start font-mono font-normal">
                  <bdi>{change.path}</bdi>
                </th>
                <td className="break-all p-1 font-mono">
                  {change.before !== undefined && <Value as="del" value={change.before} />}
                </td>
                <td className="break-all p-1 font-mono">
                  {change.after !== undefined && <Value as="ins" value={change.after} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A value as JSON, marked removed or added. */
function Value({ as: Mark, value }: { as: 'del' | 'ins'; value: string }) {
  const tone = Mark === 'del' ? 'bg-incorrect text-incorrect-fg' : 'bg-correct text-correct-fg no-underline';
  return (
    <Mark className={`rounded px-1 ${tone}`}>
      <bdi>{value}</bdi>
    </Mark>
  );
}
