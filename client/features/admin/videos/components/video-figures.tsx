import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { useLocale, useT } from '@client/lib/i18n';
import { SeeTheCharts } from '../../analytics/components/see-the-charts';
import { type Figure, FiguresCard } from '../../components/figures-card';
import { useVideoFigures } from '../api';
import { videosAdminMessages } from '../messages';

/** The dashboard's card: the library in figures, what is being processed or failed, minutes watched this month and the most watched. */
export function VideoFigures() {
  const t = useT(videosAdminMessages);
  const numberFormat = new Intl.NumberFormat(INTL_LOCALE[useLocale()]);
  const query = useVideoFigures();
  const data = query.data;
  const figures: Figure[] = [
    { label: t('figures.videos'), value: data && numberFormat.format(data.videos), hint: t('figures.videosHint') },
    { label: t('figures.published'), value: data && numberFormat.format(data.published), hint: t('figures.publishedHint') },
    ...(data && data.processing > 0 ? [{ label: t('figures.processing'), value: numberFormat.format(data.processing), hint: t('figures.processingHint') }] : []),
    ...(data && data.failed > 0
      ? [{ label: t('figures.failed'), value: <span className="text-red-800">{numberFormat.format(data.failed)}</span>, hint: t('figures.failedHint') }]
      : []),
    { label: t('figures.minutes'), value: data && numberFormat.format(Math.round(data.minutesWatchedThisMonth)), hint: t('figures.minutesHint') },
    {
      label: t('figures.mostWatched'),
      value:
        data &&
        (data.mostWatched.length ? (
          <ol className="space-y-1 text-base font-normal">
            {data.mostWatched.slice(0, 3).map((video) => (
              <li key={video.id} className="break-words">
                <Link to={`/videos/${video.slug}`} className="font-semibold text-brand-800 hover:underline">
                  {video.title}
                </Link>{' '}
                <span className="text-sm text-slate-700">{t('figures.watched', { views: video.views, minutes: numberFormat.format(Math.round(video.minutes)) })}</span>
              </li>
            ))}
          </ol>
        ) : (
          <span className="text-base font-normal text-slate-700">{t('figures.nothingWatched')}</span>
        )),
      hint: t('figures.mostWatchedHint'),
    },
  ];
  return (
    <FiguresCard
      id="video-figures-heading"
      heading={t('figures.heading')}
      action={
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/admin/videos" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
            {t('figures.see')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <SeeTheCharts section="content" about={t('figures.about')} />
        </span>
      }
      query={query}
      errorTitle={t('figures.loadFailed')}
      figures={figures}
      testId="video-figure"
    />
  );
}
