import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useVideoFigures } from '../api';

const numberFormat = new Intl.NumberFormat('en');

/** The dashboard's card: the library in figures, what is being processed or failed, minutes watched this month and the most watched. */
export function VideoFigures() {
  const query = useVideoFigures();
  const data = query.data;
  const figures: Figure[] = [
    { label: 'Videos', value: data && numberFormat.format(data.videos), hint: 'In the library, drafts included.' },
    { label: 'Published', value: data && numberFormat.format(data.published), hint: 'Shown to families.' },
    ...(data && data.processing > 0 ? [{ label: 'Processing', value: numberFormat.format(data.processing), hint: 'Queued or being made ready.' }] : []),
    ...(data && data.failed > 0
      ? [{ label: 'Failed', value: <span className="text-red-800">{numberFormat.format(data.failed)}</span>, hint: 'Could not be processed: see the videos page.' }]
      : []),
    { label: 'Minutes watched this month', value: data && numberFormat.format(Math.round(data.minutesWatchedThisMonth)), hint: 'By members, since the 1st.' },
    {
      label: 'Most watched',
      value:
        data &&
        (data.mostWatched.length ? (
          <ol className="space-y-1 text-base font-normal">
            {data.mostWatched.slice(0, 3).map((video) => (
              <li key={video.id} className="break-words">
                <Link to={`/videos/${video.slug}`} className="font-semibold text-brand-800 hover:underline">
                  {video.title}
                </Link>{' '}
                <span className="text-sm text-slate-700">
                  {numberFormat.format(video.views)} {video.views === 1 ? 'view' : 'views'}, {numberFormat.format(Math.round(video.minutes))} min
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <span className="text-base font-normal text-slate-700">Nothing watched yet.</span>
        )),
      hint: 'By members who started them.',
    },
  ];
  return (
    <FiguresCard
      id="video-figures-heading"
      heading="Videos"
      action={
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/admin/videos" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
            See the videos <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <SeeTheCharts section="content" about="videos" />
        </span>
      }
      query={query}
      errorTitle="Could not load the video figures"
      figures={figures}
      testId="video-figure"
    />
  );
}
