export interface DrillResult {
  name: string;
  checks: { name: string; ok: boolean; detail: string }[];
  notes: string[];
}
