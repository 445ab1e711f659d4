import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@soundpost/server-core/jobs';
import { DATA_EXPORT_JOB, type DataExportJob, DataExportsService } from '@soundpost/server-privacy';
import { UserDataArchiveWriter } from './user-data-archive.writer';

/** The data-export job: privacy keeps the request and its link, the platform writes every domain's part. */
@Injectable()
export class UserDataExportJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly exports: DataExportsService,
    private readonly writer: UserDataArchiveWriter,
  ) {}

  onModuleInit(): void {
    // No retry: a failed export is marked failed and the owner may ask again.
    this.jobs.register<DataExportJob>(DATA_EXPORT_JOB, (data) => this.run(data.exportId), { retryLimit: 0, expireInSeconds: 3600 });
  }

  async run(exportId: string): Promise<{ status: 'ready' | 'failed' | 'skipped' }> {
    const job = await this.exports.toPrepare(exportId);
    if (!job) return { status: 'skipped' };
    try {
      await this.exports.prepared(job.id, await this.writer.write(job.accountId, job));
      return { status: 'ready' };
    } catch (error) {
      await this.exports.failed(job.id, error);
      return { status: 'failed' };
    }
  }
}
