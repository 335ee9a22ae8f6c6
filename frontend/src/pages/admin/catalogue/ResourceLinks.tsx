import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResourceKind } from 'shared/api/catalogue';
import { Field } from '../../../components/Field.tsx';
import { RESOURCE_KINDS } from './content-form.ts';
import { controlId, type FieldErrors } from './field-errors.ts';

/** Each link as the intern's dashboard names it (pages/intern/dashboard/Resources.tsx). */
const resourceLabels: Record<ResourceKind, MessageDescriptor> = {
  projects: msg`Projects`,
  sourceCodes: msg`Basic source codes`,
  studyMaterials: msg`Study Materials`,
  assignments: msg`Assignments`,
  instruction: msg`Instruction`,
  videos: msg`Videos`,
};

/** The course's links on its interns' dashboard: https addresses, each optional (an empty one shows as not yet there). */
export function ResourceLinks({
  links,
  onChange,
  errors,
}: {
  links: Record<ResourceKind, string>;
  onChange: (links: Record<ResourceKind, string>) => void;
  errors: FieldErrors;
}) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className="catalogue-group">
      <legend>
        <Trans>Resources on the dashboard</Trans>
      </legend>
      <p className="field__hint">
        <Trans>Links for this course&apos;s interns only. Each must start with https://.</Trans>
      </p>
      <div className="form-grid">
        {RESOURCE_KINDS.map((kind) => (
          <Field
            key={kind}
            id={controlId(`resources.${kind}`)}
            label={i18n._(resourceLabels[kind])}
            type="url"
            inputMode="url"
            placeholder={t`https://…`}
            optional
            value={links[kind]}
            onChange={(e) => onChange({ ...links, [kind]: e.target.value })}
            error={errors[`resources.${kind}`]}
          />
        ))}
      </div>
    </fieldset>
  );
}
