import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import {
  BADGE_RULE_KINDS,
  ZBadgeClassInput,
  type TBadgeClass,
  type TBadgeRule,
  type TBadgeRuleKind,
} from '@dpts/contract/badges';
import type { TCatalogueTopic } from '@dpts/contract/admin';
import { learningSites } from '@dpts/contract/sites/index';
import { Button } from '../../../components/button';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { Modal } from '../../../components/modal';
import {
  useBadgeTracks,
  useDeleteBadge,
  useSaveBadge,
  useSetBadgeActive,
  useSuperBadges,
} from '../api/badges';
import { contractText } from '../../../lib/contract-text';
import { i18n } from '../../../lib/i18n';
import { optionLabel } from '../../../lib/option-labels';

const card = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6';

export const ruleKindLabels: Record<TBadgeRuleKind, MessageDescriptor> = {
  courses: msg`Verified courses`,
  track: msg`Every course of a learning track`,
  site: msg`Verified courses from one site`,
  volunteering: msg`Approved volunteering hours`,
  board_first: msg`First place on a day's board`,
  league_members: msg`Founded a league that reached a number of members`,
  weeks: msg`Learning in consecutive weeks`,
};

/** The one number a kind takes, with its label; none for a track or a first place. */
const numberOf: Partial<Record<TBadgeRuleKind, { key: string; label: MessageDescriptor }>> = {
  courses: { key: 'count', label: msg`How many courses` },
  site: { key: 'count', label: msg`How many courses from the site` },
  volunteering: { key: 'hours', label: msg`How many hours` },
  league_members: { key: 'members', label: msg`How many members` },
  weeks: { key: 'weeks', label: msg`How many weeks in a row` },
};

/** A rule in a sentence, as the list shows it, in the officer's language. */
export function describeRule(rule: TBadgeRule, tracks: readonly TCatalogueTopic[] = []): string {
  switch (rule.kind) {
    case 'courses':
      return plural(rule.count, { one: '# verified course', other: '# verified courses' });
    case 'track': {
      const found = tracks.find((t) => t._id === rule.topicId)?.name;
      const track = found ? optionLabel(found) : null;
      return track
        ? i18n._(msg`Every course of ${track}`)
        : i18n._(msg`Every course of a learning track`);
    }
    case 'site': {
      const site = rule.website;
      return plural(rule.count, {
        one: `# verified course from ${site}`,
        other: `# verified courses from ${site}`,
      });
    }
    case 'volunteering':
      return plural(rule.hours, {
        one: '# approved volunteering hour',
        other: '# approved volunteering hours',
      });
    case 'board_first':
      return i18n._(msg`First on a closed day's board`);
    case 'league_members': {
      const members = rule.members;
      return i18n._(msg`Founded a league that reached ${members} members`);
    }
    case 'weeks': {
      const weeks = rule.weeks;
      return i18n._(msg`A verified course in each of ${weeks} weeks in a row`);
    }
  }
}

type Draft = {
  name: string;
  description: string;
  criteria: string;
  image: string | null;
  thumbnail: string | null;
  kind: TBadgeRuleKind;
  number: string;
  topicId: string;
  website: string;
  isActive: boolean;
  /** an edit sends the image only when a new one was uploaded */
  imageChanged: boolean;
};

const emptyDraft: Draft = {
  name: '',
  description: '',
  criteria: '',
  image: null,
  thumbnail: null,
  kind: 'courses',
  number: '',
  topicId: '',
  website: '',
  isActive: true,
  imageChanged: false,
};

/** An uploaded image is app-relative; a class without one shows a generated emblem (data URI). */
const uploadedImage = (image: string) => (image.startsWith('data:') ? null : image);

function draftOf(c: TBadgeClass): Draft {
  const rule = c.rule as Record<string, unknown>;
  const numberKey = numberOf[c.rule.kind]?.key;
  return {
    name: c.name,
    description: c.description,
    criteria: c.criteria,
    image: uploadedImage(c.image),
    thumbnail: null,
    kind: c.rule.kind,
    number: numberKey ? String(rule[numberKey]) : '',
    topicId: c.rule.kind === 'track' ? c.rule.topicId : '',
    website: c.rule.kind === 'site' ? c.rule.website : '',
    isActive: c.isActive,
    imageChanged: false,
  };
}

/** The rule the draft names, as the contract takes it (the schema checks it). */
function ruleOf(d: Draft): Record<string, unknown> {
  const number = d.number.trim() === '' ? undefined : Number(d.number);
  const numberKey = numberOf[d.kind]?.key;
  return {
    kind: d.kind,
    ...(numberKey ? { [numberKey]: number } : {}),
    ...(d.kind === 'track' ? { topicId: d.topicId } : {}),
    ...(d.kind === 'site' ? { website: d.website } : {}),
  };
}

/** A zod issue's path to the form field that shows it. */
function fieldOf(path: readonly PropertyKey[]): string {
  if (path[0] !== 'rule') return String(path[0]);
  if (path[1] === 'topicId' || path[1] === 'website') return path[1];
  return 'number';
}

function BadgeForm({
  editing,
  tracks,
  onDone,
}: {
  editing: TBadgeClass | null;
  tracks: readonly TCatalogueTopic[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBadge();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const number = numberOf[draft.kind];
  const sites = learningSites.map((s) => s.name);
  const siteOptions =
    draft.website && !sites.includes(draft.website) ? [draft.website, ...sites] : sites;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: draft.name,
      description: draft.description,
      criteria: draft.criteria,
      image: draft.image,
      thumbnail: draft.thumbnail,
      rule: ruleOf(draft),
      isActive: draft.isActive,
    };
    const parsed = ZBadgeClassInput.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[fieldOf(issue.path)] ??= contractText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    const { image, thumbnail, ...rest } = parsed.data;
    const sent = editing && !draft.imageChanged ? rest : { ...rest, image, thumbnail };
    save.mutate(editing ? { id: editing._id, body: sent } : { body: sent }, {
      onSuccess: () => {
        const name = parsed.data.name;
        toast.success(editing ? t`${name} saved` : t`${name} added`);
        onDone();
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      className={`${card} flex flex-col gap-4`}
      noValidate
      aria-labelledby="badge-form-title"
    >
      <h2 id="badge-form-title" className="text-lg font-bold">
        {editing ? t`Edit ${editing.name}` : t`Add a badge`}
      </h2>
      <TextField
        label={t`Name`}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextArea
        label={t`Description`}
        rows={3}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <TextArea
        label={t`Criteria`}
        hint={t`What an officer does to earn it, as the credential and its public page say.`}
        rows={3}
        value={draft.criteria}
        onChange={(e) => set('criteria', e.target.value)}
        error={errors.criteria}
      />
      <ImageUpload
        kind="badge"
        label={t`Badge image (a generated emblem without one)`}
        value={draft.image ?? undefined}
        onUploaded={(img) =>
          setDraft((d) => ({
            ...d,
            image: img.image,
            thumbnail: img.thumbnail,
            imageChanged: true,
          }))
        }
        error={errors.image}
      />
      <SelectField
        label={t`Awarded for`}
        options={BADGE_RULE_KINDS.map((kind) => ({
          value: kind,
          label: i18n._(ruleKindLabels[kind]),
        }))}
        value={draft.kind}
        onChange={(e) => set('kind', e.target.value as TBadgeRuleKind)}
        error={errors.kind}
      />
      {draft.kind === 'track' ? (
        <SelectField
          label={t`Learning track`}
          placeholder={t`Pick a track`}
          options={tracks.map((t) => ({ value: t._id, label: optionLabel(t.name) }))}
          value={draft.topicId}
          onChange={(e) => set('topicId', e.target.value)}
          error={errors.topicId}
        />
      ) : null}
      {draft.kind === 'site' ? (
        <SelectField
          label={t`Learning site`}
          placeholder={t`Pick a site`}
          options={siteOptions}
          value={draft.website}
          onChange={(e) => set('website', e.target.value)}
          error={errors.website}
        />
      ) : null}
      {number ? (
        <TextField
          label={i18n._(number.label)}
          inputMode="numeric"
          value={draft.number}
          onChange={(e) => set('number', e.target.value)}
          error={errors.number}
        />
      ) : null}
      {editing ? (
        <p className="text-sm text-muted">
          <Trans>
            A changed rule is checked for every officer in the background: those who meet it now are
            awarded. Badges already awarded stay.
          </Trans>
        </p>
      ) : (
        <p className="text-sm text-muted">
          <Trans>Officers who already meet the rule are awarded in the background.</Trans>
        </p>
      )}
      <Checkbox
        label={t`Active (awarded)`}
        checked={draft.isActive}
        onChange={(e) => set('isActive', e.target.checked)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" isLoading={save.isPending}>
          {editing ? t`Save badge` : t`Add badge`}
        </Button>
        <Button type="button" size="md" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function BadgeRow({
  badge,
  tracks,
  onEdit,
  onDelete,
}: {
  badge: TBadgeClass;
  tracks: readonly TCatalogueTopic[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const setActive = useSetBadgeActive();
  const name = badge.name;
  const toggle = () =>
    setActive.mutate(
      { id: badge._id, isActive: !badge.isActive },
      {
        onSuccess: () =>
          toast.success(
            badge.isActive
              ? t`${name} retired: no new awards; badges already awarded stay valid`
              : t`${name} restored`,
          ),
      },
    );
  return (
    <li className={`${card} flex flex-col gap-3`} data-testid="badge-class">
      <div className="flex items-start gap-3">
        <img src={badge.image} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" />
        <div className="min-w-0 flex-1">
          <h3 className="font-bold break-words">
            {badge.name}{' '}
            {!badge.isActive && (
              <span className="text-sm font-normal text-muted">
                <Trans>(retired)</Trans>
              </span>
            )}
          </h3>
          <p className="text-sm font-semibold text-brand-700">{describeRule(badge.rule, tracks)}</p>
          <p className="text-sm break-words text-muted">{contractText(badge.description)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isLoading={setActive.isPending}
          onClick={toggle}
          aria-label={badge.isActive ? t`Retire ${name}` : t`Restore ${name}`}
        >
          {badge.isActive ? t`Retire` : t`Restore`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

/** /manage-badges: the super's badge classes: list, add, edit, retire or restore, delete. */
export function BadgesManager() {
  const { t } = useLingui();
  const { data: badges, isPending, isError } = useSuperBadges();
  const { data: tracks = [] } = useBadgeTracks();
  const remove = useDeleteBadge();
  const [editing, setEditing] = useState<TBadgeClass | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TBadgeClass | null>(null);

  return (
    <div className="flex flex-col gap-6">
      {editing ? (
        <BadgeForm
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing === 'new' ? null : editing}
          tracks={tracks}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button size="md" onClick={() => setEditing('new')}>
            <Trans>Add badge</Trans>
          </Button>
        </div>
      )}
      <section aria-labelledby="badge-classes" className="flex flex-col gap-3">
        <h2 id="badge-classes" className="text-lg font-bold">
          <Trans>Badges</Trans>
        </h2>
        {isPending ? (
          <p className="text-muted">
            <Trans>Loading…</Trans>
          </p>
        ) : null}
        {isError ? (
          <p role="alert">
            <Trans>The badges could not be loaded.</Trans>
          </p>
        ) : null}
        {badges && badges.length === 0 ? (
          <p className="text-muted">
            <Trans>No badges yet.</Trans>
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {badges?.map((b) => (
            <BadgeRow
              key={b._id}
              badge={b}
              tracks={tracks}
              onEdit={() => setEditing(b)}
              onDelete={() => setDeleting(b)}
            />
          ))}
        </ul>
      </section>
      <Modal
        open={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        title={deleting ? t`Delete ${deleting.name}?` : ''}
        confirmLabel={t`Delete`}
        isConfirming={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(t`${deleting.name} deleted`),
            onSettled: () => setDeleting(null),
          })
        }
      >
        <p>
          <Trans>
            Only a badge never awarded can be deleted. One that has been awarded is retired instead:
            its credentials name it.
          </Trans>
        </p>
      </Modal>
    </div>
  );
}
