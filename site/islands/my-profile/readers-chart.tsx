import { useQuery } from '@tanstack/react-query';
import type { ReadsPoint } from '../../../domain/profile-reads.ts';
import { api, unwrap } from '../../lib/api.ts';

const WIDTH = 300;
const HEIGHT = 60;

/** Daily views as bars: a picture for the eye, the table below says the same in numbers. */
function Bars({ points }: { points: readonly ReadsPoint[] }) {
  const most = Math.max(1, ...points.map((point) => point.views));
  const step = WIDTH / points.length;
  return (
    <svg className="readers-bars" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} aria-hidden="true" preserveAspectRatio="none">
      {points.map((point, i) => {
        const height = (point.views / most) * (HEIGHT - 2);
        return <rect key={point.period} x={i * step + 1} y={HEIGHT - height} width={Math.max(1, step - 2)} height={height} fill="currentColor" />;
      })}
    </svg>
  );
}

const counted = (n: number, one: string, many: string) => (
  <>
    <strong>{n}</strong> {n === 1 ? one : many}
  </>
);
const total = (points: readonly ReadsPoint[], key: 'views' | 'searchAppearances') => points.reduce((sum, point) => sum + point[key], 0);

/**
 * Who reads it (issue 36 §2): the profile's views and search appearances over the last 30 days and
 * 12 months. Counted without cookies; robots and automated browsers are left out.
 */
export function ReadersChart({ expertId }: { expertId: number }) {
  const readers = useQuery({
    queryKey: ['my-profile', expertId, 'readers'],
    queryFn: () => unwrap(api['my-profile'][':id'].readers.$get({ param: { id: String(expertId) } })),
  });
  if (readers.isPending) return <p className="muted small">Loading who reads it...</p>;
  if (readers.isError) return null;
  const { days, months } = readers.data;
  return (
    <section className="readers" aria-labelledby={`readers-${expertId}`} data-testid="readers">
      <h3 id={`readers-${expertId}`} className="small">
        Who reads it
      </h3>
      <p data-testid="readers-30-days">
        Last 30 days: {counted(total(days, 'views'), 'view', 'views')}, {counted(total(days, 'searchAppearances'), 'appearance', 'appearances')} in directory
        searches.
      </p>
      <Bars points={days} />
      <details>
        <summary>By month (last 12 months)</summary>
        <table className="table small">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Views</th>
              <th scope="col">In searches</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.period}>
                <th scope="row">{month.period}</th>
                <td>{month.views}</td>
                <td>{month.searchAppearances}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="muted small">Counted without cookies and without storing who you are; robots are left out as far as the server can tell.</p>
    </section>
  );
}
