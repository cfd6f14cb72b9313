import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { TCatalogueCourse } from '@dpts/contract/admin';
import {
  courseIdentifierRules,
  identifierKindsOf,
  ZCourseIdentifiersUpdate,
  type TCourseIdentifierKind,
} from '@dpts/contract/course-identifiers';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { showApiError } from '../../../lib/api-error';
import { useSetCourseIdentifiers } from '../api/catalogue';

type Row = { kind: TCourseIdentifierKind; value: string };

/**
 * A course's identifiers at its issuer (issue #19): a certificate verifies only when the issuer
 * names one of them; without one, certificates of the course go to review.
 */
export function CourseIdentifiersModal({
  course,
  onClose,
}: {
  course: TCatalogueCourse;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const kinds = identifierKindsOf[course.website] ?? [];
  const [rows, setRows] = useState<Row[]>(course.identifiers);
  const [error, setError] = useState<string | null>(null);
  const save = useSetCourseIdentifiers();
  const options = kinds.map((k) => ({ value: k, label: courseIdentifierRules[k].label }));

  const submit = () => {
    const parsed = ZCourseIdentifiersUpdate.safeParse({ identifiers: rows });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t`Check the identifiers`);
      return;
    }
    setError(null);
    save.mutate(
      { id: course._id, identifiers: parsed.data.identifiers },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? t`Saved`);
          onClose();
        },
        onError: showApiError,
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Identifiers of ${course.name}`}
      description={
        kinds.length
          ? t`Certificates verify only when ${course.website} names one of these. Without one, they wait for an administrator.`
          : t`${course.website} publishes no identifier we can check: its certificates always wait for an administrator.`
      }
      footer={
        <>
          <Button variant="secondary" size="md" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button size="md" onClick={submit} isLoading={save.isPending} disabled={!kinds.length}>
            <Trans>Save identifiers</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {rows.map((row, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <SelectField
              label={t`Kind`}
              options={options}
              value={row.kind}
              onChange={(e) =>
                setRows(
                  rows.map((r, j) =>
                    j === i ? { ...r, kind: e.target.value as TCourseIdentifierKind } : r,
                  ),
                )
              }
            />
            <TextField
              label={t`Identifier`}
              hint={courseIdentifierRules[row.kind].hint}
              value={row.value}
              onChange={(e) =>
                setRows(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))
              }
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
              aria-label={t`Remove identifier ${i + 1}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        ))}
        {kinds.length ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRows([...rows, { kind: kinds[0]!, value: '' }])}
          >
            <Trans>Add identifier</Trans>
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
