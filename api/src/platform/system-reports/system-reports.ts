import { systemReportSchema, type ReportType, type SystemReport, type SystemReportPage } from '@lexa/common';
import type { SystemReportRecord } from '../../intake/system-report.schema';
import type { Logger } from '../logger';
import { toPage, type Paging } from '../paging';
import type { SystemReportRepository } from './repository';

/** The reason of a failure, as text an admin can read (never a stack). */
export const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** A report as the admin's list shows it: its creation time is the spec's timestamp. */
const toSystemReport = (report: SystemReportRecord): SystemReport =>
  systemReportSchema.parse({ ...report, timestamp: report.createdAt });

/**
 * What the admin's System Reports list shows. Recording never fails the caller: a report that cannot be stored is
 * logged instead, since it is always written while something else is already going wrong.
 */
export class SystemReports {
  constructor(
    private readonly repository: SystemReportRepository,
    private readonly logger: Logger,
  ) {}

  async record(
    type: ReportType,
    component: string,
    message: string,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    try {
      await this.repository.create({ type, component, message, details });
    } catch (error) {
      this.logger.error(
        { err: error, report: { type, component, message, details } },
        'could not store a system report',
      );
    }
  }

  async list(type: ReportType | 'all', paging: Paging): Promise<SystemReportPage> {
    const [reports, total] = await this.repository.list(type === 'all' ? undefined : type, toPage(paging));
    return { reports: reports.map(toSystemReport), total, ...paging };
  }
}
