import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseContent } from 'shared/api/catalogue';
import { Field } from '../../../components/Field.tsx';
import { BilingualField, MarkdownField } from './BilingualField.tsx';
import { CardImageField } from './CardImageField.tsx';
import type { CourseForm, DashboardForm } from './content-form.ts';
import { FeeHistory } from './FeeHistory.tsx';
import { controlId, type FieldErrors } from './field-errors.ts';
import { ResourceLinks } from './ResourceLinks.tsx';

type Set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) => void;

/** Where a course is offered: the registration form, the extra-course form, the home grid, the /courses grid. */
function OfferedBoxes({
  offered,
  onChange,
}: {
  offered: CourseContent['offered'];
  onChange: (o: CourseContent['offered']) => void;
}) {
  const { t } = useLingui();
  const boxes: { key: keyof CourseContent['offered']; label: string }[] = [
    { key: 'registration', label: t`The registration form` },
    { key: 'extra', label: t`The extra-course form` },
    { key: 'home', label: t`The home page's grid` },
    { key: 'courses', label: t`The /courses page's grid` },
  ];
  return (
    <fieldset className="catalogue-group">
      <legend>
        <Trans>Offered on</Trans>
      </legend>
      {boxes.map(({ key, label }) => (
        <label key={key} className="catalogue-check" htmlFor={controlId(`offered.${key}`)}>
          <input
            id={controlId(`offered.${key}`)}
            type="checkbox"
            checked={offered[key]}
            onChange={(e) => onChange({ ...offered, [key]: e.target.checked })}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The course on the intern dashboard: a row of its Courses Offered table (a short name, what it covers, the
 * row's order; each row leads to the extra-course page) and a line of its Courses We Offer list.
 */
function DashboardLists({
  value,
  onChange,
  errors,
}: {
  value: DashboardForm;
  onChange: (d: DashboardForm) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const set = <K extends keyof DashboardForm>(key: K, v: DashboardForm[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="catalogue-group">
      <legend>
        <Trans>The intern dashboard</Trans>
      </legend>
      <label className="catalogue-check" htmlFor={controlId('dashboard.table')}>
        <input
          id={controlId('dashboard.table')}
          type="checkbox"
          checked={value.inTable}
          onChange={(e) => set('inTable', e.target.checked)}
        />{' '}
        <Trans>A row of the Courses Offered table</Trans>
      </label>
      {value.inTable && (
        <>
          <BilingualField
            path="dashboard.table.title"
            label={t`Name in the table`}
            value={value.title}
            onChange={(v) => set('title', v)}
            errors={errors}
            required
            maxLength={60}
          />
          <BilingualField
            path="dashboard.table.covers"
            label={t`What it covers`}
            value={value.covers}
            onChange={(v) => set('covers', v)}
            errors={errors}
            required
            maxLength={200}
          />
          <WholeNumber
            path="dashboard.table.order"
            label={t`Row order`}
            hint={t`Its place in the table (smallest first).`}
            value={value.order}
            max={10_000}
            onChange={(v) => set('order', v)}
            errors={errors}
          />
        </>
      )}
      <label className="catalogue-check" htmlFor={controlId('dashboard.listed')}>
        <input
          id={controlId('dashboard.listed')}
          type="checkbox"
          checked={value.inList}
          onChange={(e) => set('inList', e.target.checked)}
        />{' '}
        <Trans>A line of the Courses We Offer list (by card order)</Trans>
      </label>
      {value.inList && (
        <BilingualField
          path="dashboard.listed"
          label={t`Line in the list`}
          value={value.listed}
          onChange={(v) => set('listed', v)}
          errors={errors}
          required
          maxLength={120}
        />
      )}
    </fieldset>
  );
}

/** A whole number field (ratings, the orders): the form's own rules refuse anything else before it is sent. */
function WholeNumber({
  path,
  label,
  value,
  max,
  hint,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  value: string;
  max: number;
  hint?: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <Field
      id={controlId(path)}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      required
      value={value}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
      error={errors[path]}
    />
  );
}

/** Every field of a course's draft (shared/api/catalogue.ts courseContentSchema), in the order a visitor meets them. */
export function CourseFields({ form, set, errors }: { form: CourseForm; set: Set; errors: FieldErrors }) {
  const { t } = useLingui();
  return (
    <>
      <Field
        id={controlId('slug')}
        label={t`Page address`}
        hint={t`Lowercase letters, digits and hyphens: the page's address (web-development).`}
        required
        value={form.slug}
        onChange={(e) => set('slug', e.target.value)}
        error={errors.slug}
        autoCapitalize="none"
        spellCheck={false}
      />
      <BilingualField
        path="name"
        label={t`Name`}
        hint={t`What the forms, the dashboard and the certificates say.`}
        value={form.name}
        onChange={(v) => set('name', v)}
        errors={errors}
        required
        maxLength={120}
      />
      <BilingualField
        path="cardTitle"
        label={t`Card title`}
        hint={t`Only when the card says it otherwise than the name.`}
        value={form.cardTitle}
        onChange={(v) => set('cardTitle', v)}
        errors={errors}
        maxLength={120}
      />
      <BilingualField
        path="summary"
        label={t`Summary`}
        hint={t`One line under the card's title.`}
        value={form.summary}
        onChange={(v) => set('summary', v)}
        errors={errors}
        maxLength={300}
      />
      <MarkdownField
        path="detail"
        label={t`Course page (Markdown)`}
        value={form.detail}
        onChange={(v) => set('detail', v)}
        errors={errors}
      />
      <CardImageField image={form.image} onChange={(v) => set('image', v)} error={errors.image} />
      <div className="form-grid catalogue-numbers">
        <WholeNumber
          path="ratings"
          label={t`Ratings`}
          hint={t`The count the card shows.`}
          value={form.ratings}
          max={10_000_000}
          onChange={(v) => set('ratings', v)}
          errors={errors}
        />
        <WholeNumber
          path="cardOrder"
          label={t`Card order`}
          hint={t`Its place on the grids (smallest first).`}
          value={form.cardOrder}
          max={10_000}
          onChange={(v) => set('cardOrder', v)}
          errors={errors}
        />
        <WholeNumber
          path="formOrder"
          label={t`Form order`}
          hint={t`Its place in the forms' lists (smallest first).`}
          value={form.formOrder}
          max={10_000}
          onChange={(v) => set('formOrder', v)}
          errors={errors}
        />
      </div>
      <OfferedBoxes offered={form.offered} onChange={(v) => set('offered', v)} />
      <DashboardLists value={form.dashboard} onChange={(v) => set('dashboard', v)} errors={errors} />
      <FeeHistory rows={form.fees} onChange={(v) => set('fees', v)} errors={errors} />
      <ResourceLinks links={form.resources} onChange={(v) => set('resources', v)} errors={errors} />
      <label className="catalogue-check catalogue-retire" htmlFor={controlId('retired')}>
        <input
          id={controlId('retired')}
          type="checkbox"
          checked={form.retired}
          onChange={(e) => set('retired', e.target.checked)}
        />{' '}
        <Trans>Retire: no longer offered; its interns keep it</Trans>
      </label>
    </>
  );
}
