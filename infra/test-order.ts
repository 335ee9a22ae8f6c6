import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects in the order their files start. All projects share one pool of workers, so one
 * project's last files run beside the next one's first: only the run's very end leaves workers idle,
 * while the last long file finishes. The projects with the longest files go first (the browser walks,
 * then the OCR readings and the supervisor's processes), and the many short files of the API and the
 * frontend fill the end, so the workers finish within a few seconds of each other. Vitest's own order
 * (project names A-Z) put the workers project last, whose two OCR files take 30-45 s each.
 */
export const PROJECT_ORDER = ['e2e', 'workers', 'infra', 'backend', 'frontend', 'shared'];

const rank = (spec: TestSpecification) => {
  const at = PROJECT_ORDER.indexOf(spec.project.name);
  return at === -1 ? PROJECT_ORDER.length : at;
};

/** Vitest's order within a project (failed first, then the longest by the last run, or the largest), projects in PROJECT_ORDER. */
export class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: within a project, the base order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
