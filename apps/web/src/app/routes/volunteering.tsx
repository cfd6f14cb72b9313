import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Panel } from '../../features/admin/components/panel';
import { VolunteerHours } from '../../features/volunteering/components/hours-card';
import { LogForm } from '../../features/volunteering/components/log-form';
import { EntryList } from '../../features/volunteering/components/entry-list';

/** Volunteering (issue #20): log time given, follow each entry to its decision. */
export default function VolunteeringPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Volunteering`);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Volunteering`}</h1>
        <p className="mt-1 text-muted">
          {t`Log the time you give. Your supervisor confirms it, an administrator approves it, and approved hours earn dpts.`}
        </p>
      </div>
      <VolunteerHours />
      <Panel title={t`Log volunteering`} titleId="log-volunteering">
        <LogForm />
      </Panel>
      <Panel title={t`My entries`} titleId="my-entries">
        <EntryList />
      </Panel>
    </div>
  );
}
