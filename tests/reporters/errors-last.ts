import type { Reporter, SerializedError } from 'vitest/node';

/**
 * Repeats each unhandled error in one short block after vitest's summary: a CI log that shows only
 * its last lines still says what the error was and where (vitest prints it above the summary).
 */
export default class ErrorsLast implements Reporter {
  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>): void {
    if (!errors.length) return;
    const lines = errors.map((e, i) => {
      const file = (e as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH ?? '';
      const where =
        (e.stack ?? '')
          .split('\n')
          .find((l) => /^\s+at /.test(l))
          ?.trim() ?? '';
      return `  ${i + 1}. ${e.name ?? 'Error'}: ${String(e.message ?? '').slice(0, 300)}${where ? ` (${where})` : ''}${file ? ` [while ${file.split('/tests/').pop()} ran]` : ''}`;
    });
    process.stdout.write(`\nUnhandled errors, once more in short:\n${lines.join('\n')}\n`);
  }
}
