import type { Logger } from '../logging/logger';
import type { IntakeRepository } from './repository';
import type { ReportType } from '@lexa/common';

/** The reason of a failure, as text an admin can read (never a stack). */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * What the admin's System Reports list shows. Recording never fails the caller: a report that cannot be stored is
 * logged instead, since it is always written while something else is already going wrong.
 */
export class SystemReports {
  constructor(
    private readonly repository: IntakeRepository,
    private readonly logger: Logger,
  ) {}

  async record(type: ReportType, component: string, message: string, details: Record<string, unknown> = {}): Promise<void> {
    try {
      await this.repository.createReport({ type, component, message, details });
    } catch (error) {
      this.logger.error({ err: error, report: { type, component, message, details } }, 'could not store a system report');
    }
  }
}
