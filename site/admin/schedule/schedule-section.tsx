import type { Article, Expert } from '../../../domain/entities.ts';
import { SCHEDULE_TEXTS } from '../../../domain/schedule.ts';
import { ScheduleSlotField } from './schedule-slot-field.tsx';
import { zoneLabel } from './zone-time.ts';

/** An article's 'Publish at' (while not published) and 'Unpublish at'. */
export function ArticleSchedule({ article }: { article: Article }) {
  return (
    <ScheduleFrame>
      {article.status !== 'published' && (
        <ScheduleSlotField slot={{ entityType: 'article', entityId: article.id, action: 'publish' }} label={SCHEDULE_TEXTS.publishAt} at={article.publishAt} />
      )}
      <ScheduleSlotField
        slot={{ entityType: 'article', entityId: article.id, action: 'unpublish' }}
        label={SCHEDULE_TEXTS.unpublishAt}
        at={article.unpublishAt}
      />
    </ScheduleFrame>
  );
}

/** An expert waiting for publication gets 'Publish at'; a public one has nothing to schedule. */
export function ExpertSchedule({ expert }: { expert: Expert }) {
  return (
    <ScheduleFrame>
      {expert.published ? (
        <p className="muted small">This expert is public: there is nothing to schedule.</p>
      ) : (
        <ScheduleSlotField slot={{ entityType: 'expert', entityId: expert.id, action: 'publish' }} label={SCHEDULE_TEXTS.publishAt} at={expert.publishAt} />
      )}
    </ScheduleFrame>
  );
}

function ScheduleFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="schedule-section">
      <p className="muted small">Times are in your time zone: {zoneLabel()}.</p>
      {children}
    </div>
  );
}
