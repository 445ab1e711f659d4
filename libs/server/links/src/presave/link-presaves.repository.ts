import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { LinkPresave } from './link-presave.entity';

export interface NewLinkPresave {
  linkId: string;
  storeId: string;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date | null;
}

@Injectable()
export class LinkPresavesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(presave: NewLinkPresave, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const result = await manager.getRepository(LinkPresave).insert({ ...presave, state: 'authorised' });
    return String(result.identifiers[0].id);
  }

  /** The pre-saves of a link still waiting for release day, oldest first. */
  waitingOfLink(linkId: string, manager: EntityManager = this.dataSource.manager): Promise<LinkPresave[]> {
    return manager.getRepository(LinkPresave).find({ where: { linkId, state: 'authorised' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Ends a waiting pre-save as saved or failed and drops the store's grant either way. False when another
   * run ended it first.
   */
  async finish(id: string, outcome: { saved: true } | { saved: false; error: string }, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    // TypeORM answers an UPDATE as [rows, count].
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE link_presaves
          SET state = $2::varchar, saved_at = CASE WHEN $2::varchar = 'saved' THEN now() ELSE NULL END, last_error = $3::text,
              access_token = NULL, refresh_token = NULL, token_expires_at = NULL
        WHERE id = $1 AND state = 'authorised'
        RETURNING id`,
      [id, outcome.saved ? 'saved' : 'failed', outcome.saved ? null : outcome.error.slice(0, 2000)],
    );
    return rows.length > 0;
  }
}
