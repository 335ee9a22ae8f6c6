import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentRecord } from '../../../api/admin.ts';
import { RecordSection } from './RecordSection.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { eventWords } from '../audit/action-labels.ts';

/** Every event about the student, newest first: what, who and when. */
export function RecordTimeline({ timeline }: { timeline: StudentRecord['timeline'] }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <RecordSection
      id="record-timeline"
      title={t`Timeline`}
      empty={timeline.length === 0}
      emptyText={t`Nothing recorded yet.`}
    >
      <ol className="record-timeline">
        {timeline.map((e) => (
          <li key={e.id} data-testid="timeline-entry">
            <time dateTime={e.at}>{f.dateTime(e.at)}</time> <strong>{eventWords(e.type, e.label)}</strong>{' '}
            <span className="muted">
              <Trans>by {e.actor}</Trans>
            </span>
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}
