import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable } from '../../../components/DataTable.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { fromIndiaLocal, newFeeRow, type FeeRow } from './content-form.ts';
import { CellLabel } from './CellLabel.tsx';
import { controlId, type FieldErrors } from './field-errors.ts';

interface FeeHistoryProps {
  rows: FeeRow[];
  onChange: (rows: FeeRow[]) => void;
  errors: FieldErrors;
}

/** One amount of a row: an input tied to its column by its label (read by screen readers only). */
function AmountInput({
  id,
  label,
  value,
  onChange,
  error,
  inputMode = 'numeric',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="field__input catalogue-fee__input"
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A course's fees as a history: each row from its moment on. A row already in effect when the entry was
 * opened is read-only (the fee an intern was shown stays on record); 'Change the fee' adds a row from now,
 * which may be set ahead.
 */
export function FeeHistory({ rows, onChange, errors }: FeeHistoryProps) {
  const { t } = useLingui();
  const format = useFormat();
  const update = (index: number, patch: Partial<FeeRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const [fromLabel, registrationLabel, struckLabel, extraLabel] = [
    t`From`,
    t`Registration (₹)`,
    t`Struck (₹)`,
    t`Extra courses (₹)`,
  ];
  const amount = (n: string) => (n.trim() === '' ? '' : format.rupees(Number(n)));
  return (
    <fieldset className="catalogue-group" id={controlId('fees')} tabIndex={-1}>
      <legend>
        <Trans>Fees</Trans>
      </legend>
      <p className="field__hint">
        <Trans>
          Times are India time. Fees already in effect stay as they were: change a fee by adding a row from the moment
          it starts. Extra-course amounts are comma separated (200, 350).
        </Trans>
      </p>
      {errors.fees && <p className="field__error">{errors.fees}</p>}
      <DataTable
        label={t`Fee history`}
        columns={[
          t`From`,
          t`Registration (₹)`,
          t`Struck (₹)`,
          t`Extra courses (₹)`,
          { label: t`Actions`, hidden: true },
        ]}
        className="catalogue-fees catalogue-table"
        stack
      >
        {rows.map((row, i) => {
          const path = `fees.${i}`;
          if (row.locked)
            return (
              <tr key={row.key} role="row" data-testid="fee-row">
                <th scope="row" role="rowheader">
                  <CellLabel>{fromLabel}</CellLabel>
                  {format.dateTime(fromIndiaLocal(row.from))}
                </th>
                <td role="cell">
                  <CellLabel>{registrationLabel}</CellLabel>
                  {amount(row.registration)}
                </td>
                <td role="cell">
                  <CellLabel>{struckLabel}</CellLabel>
                  {amount(row.struck)}
                </td>
                <td role="cell">
                  <CellLabel>{extraLabel}</CellLabel>
                  {row.extra
                    .split(/[,\s]+/)
                    .filter(Boolean)
                    .map(amount)
                    .join(', ')}
                </td>
                <td role="cell" className="muted">
                  <Trans>In effect: read-only</Trans>
                </td>
              </tr>
            );
          const n = i + 1;
          return (
            <tr key={row.key} role="row" data-testid="fee-row">
              <th scope="row" role="rowheader">
                <CellLabel>{fromLabel}</CellLabel>
                <label htmlFor={controlId(`${path}.from`)} className="visually-hidden">
                  {t`Fee ${n}: from`}
                </label>
                <input
                  id={controlId(`${path}.from`)}
                  type="datetime-local"
                  className="field__input catalogue-fee__input"
                  value={row.from}
                  required
                  onChange={(e) => update(i, { from: e.target.value })}
                  aria-invalid={errors[`${path}.from`] ? true : undefined}
                />
                {errors[`${path}.from`] && <p className="field__error">{errors[`${path}.from`]}</p>}
              </th>
              <td role="cell">
                <CellLabel>{registrationLabel}</CellLabel>
                <AmountInput
                  id={controlId(`${path}.registration`)}
                  label={t`Fee ${n}: registration fee in rupees`}
                  value={row.registration}
                  onChange={(registration) => update(i, { registration })}
                  error={errors[`${path}.registration`]}
                />
              </td>
              <td role="cell">
                <CellLabel>{struckLabel}</CellLabel>
                <AmountInput
                  id={controlId(`${path}.struck`)}
                  label={t`Fee ${n}: struck-through price in rupees (optional)`}
                  value={row.struck}
                  onChange={(struck) => update(i, { struck })}
                  error={errors[`${path}.struck`]}
                />
              </td>
              <td role="cell">
                <CellLabel>{extraLabel}</CellLabel>
                <AmountInput
                  id={controlId(`${path}.extra`)}
                  label={t`Fee ${n}: extra-course amounts in rupees, comma separated`}
                  value={row.extra}
                  onChange={(extra) => update(i, { extra })}
                  error={errors[`${path}.extra`]}
                  inputMode="text"
                />
              </td>
              <td role="cell">
                {rows.length > 1 && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    {t`Remove fee ${n}`}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          onChange([...rows, newFeeRow(rows[rows.length - 1])]);
          // The new row's first input, once it is on screen.
          requestAnimationFrame(() => document.getElementById(controlId(`fees.${rows.length}.from`))?.focus());
        }}
      >
        <Trans>Change the fee</Trans>
      </button>
    </fieldset>
  );
}
