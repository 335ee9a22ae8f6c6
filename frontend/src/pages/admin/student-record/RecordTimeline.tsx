import { formatDateTime } from 'shared/dates';
import type { StudentRecord } from '../../../api/admin.ts';
import { RecordSection } from './RecordSection.tsx';

/** Every event about the student, newest first: what, who and when. */
export function RecordTimeline({ timeline }: { timeline: StudentRecord['timeline'] }) {
  return (
    <RecordSection id="record-timeline" title="Timeline" empty={timeline.length === 0} emptyText="Nothing recorded yet.">
      <ol className="record-timeline">
        {timeline.map((e) => (
          <li key={e.id} data-testid="timeline-entry">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> <strong>{e.label}</strong> <span className="muted">by {e.actor}</span>
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}
