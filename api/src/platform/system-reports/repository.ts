// The record's schema stays in intake/ for now: the storage registry (storage/entities.ts) imports it from there.
import type { ReportType } from '@lexa/common';
import type { SystemReportRecord } from '../../intake/system-report.schema';
import type { Storage } from '../../storage/port';
import { newestFirst, type Page } from '../paging';

export type NewSystemReport = Pick<SystemReportRecord, 'type' | 'component' | 'message' | 'details'>;

export class SystemReportRepository {
  constructor(private readonly storage: Storage) {}

  private get reports() {
    return this.storage.collection('systemReports');
  }

  create(report: NewSystemReport) {
    return this.reports.insert(report);
  }

  list(type: ReportType | undefined, page: Page) {
    const filter = type ? { type } : {};
    return Promise.all([this.reports.find(filter, newestFirst('createdAt', page)), this.reports.count(filter)]);
  }
}
