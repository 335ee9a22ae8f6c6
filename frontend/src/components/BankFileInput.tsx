/**
 * A file from the bank (a statement, a bulk-transfer result): CSV or XLSX, uploaded as soon as it is
 * chosen, with the upload's progress; the field is locked while a file is on its way.
 */
export function BankFileInput({
  id,
  label,
  progressLabel,
  progress,
  onFile,
}: {
  id: string;
  label: string;
  progressLabel: string;
  progress: number | null;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="field__input"
          type="file"
          accept=".csv,.xlsx,text/csv"
          disabled={progress !== null}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </div>
      {progress !== null && (
        <progress aria-label={progressLabel} max={1} value={progress}>
          {Math.round(progress * 100)}%
        </progress>
      )}
    </>
  );
}
