import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { DocumentPurgeReason, IdentityDocument } from './identity-document.entity';

/** A held (not yet purged) document as the retention sweep sees it: no personal data. */
export interface HeldDocument {
  id: string;
  userId: string;
}

@Injectable()
export class IdentityDocumentsRepository {
  constructor(@InjectRepository(IdentityDocument) private readonly documents: Repository<IdentityDocument>) {}

  private repo(manager?: EntityManager): Repository<IdentityDocument> {
    return manager ? manager.getRepository(IdentityDocument) : this.documents;
  }

  /** Inserts through save(), so the audit log records the upload. */
  save(document: IdentityDocument, manager?: EntityManager): Promise<IdentityDocument> {
    return this.repo(manager).save(document);
  }

  create(fields: Partial<IdentityDocument>, manager?: EntityManager): IdentityDocument {
    return this.repo(manager).create(fields);
  }

  latestOf(userId: string, manager?: EntityManager): Promise<IdentityDocument | null> {
    return this.repo(manager).findOne({ where: { userId }, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }

  listOf(userId: string): Promise<IdentityDocument[]> {
    return this.documents.find({ where: { userId, purgedAt: IsNull() }, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }

  findOwned(userId: string, id: string): Promise<IdentityDocument | null> {
    return this.documents.findOneBy({ id, userId, purgedAt: IsNull() });
  }

  async latestKeysOf(userIds: string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows = await this.documents
      .createQueryBuilder('d')
      .select(['d.userId', 'd.storageKey'])
      .distinctOn(['d.user_id'])
      .where({ userId: In(userIds) })
      .orderBy('d.user_id')
      .addOrderBy('d.uploaded_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getMany();
    return new Map(rows.map((d) => [d.userId, d.storageKey]));
  }

  async keysOf(userId: string): Promise<string[]> {
    const rows = await this.documents.find({ where: { userId }, select: { id: true, storageKey: true } });
    return rows.map((d) => d.storageKey);
  }

  /**
   * Held documents of a rejected application decided at or before `decidedBefore`: every document
   * of an account whose application stands rejected (the profile's review time; updated_at for a
   * rejection recorded without one), and a document rejected on its own (a later document of an
   * approved account, or one replaced since) by its own review time. By id after `afterId`, at most `limit`.
   */
  async heldOfRejectedBefore(decidedBefore: Date, afterId: string | null, limit: number): Promise<HeldDocument[]> {
    const rows: Array<{ id: string; user_id: string }> = await this.documents.query(
      `SELECT d.id, d.user_id FROM identity_documents d LEFT JOIN artist_profiles p ON p.user_id = d.user_id
        WHERE d.purged_at IS NULL
          AND ((p.document_status = 'rejected' AND COALESCE(p.reviewed_at, p.updated_at) <= $1)
               OR (d.status = 'rejected' AND d.reviewed_at <= $1))
          AND ($2::uuid IS NULL OR d.id > $2::uuid)
        ORDER BY d.id LIMIT $3`,
      [decidedBefore, afterId, limit],
    );
    return rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** Held documents of these accounts, by id after `afterId`, at most `limit`. */
  async heldOfUsers(userIds: string[], afterId: string | null, limit: number): Promise<HeldDocument[]> {
    if (!userIds.length) return [];
    const rows: Array<{ id: string; user_id: string }> = await this.documents.query(
      `SELECT d.id, d.user_id FROM identity_documents d
        WHERE d.purged_at IS NULL AND d.user_id = ANY($1::uuid[]) AND ($2::uuid IS NULL OR d.id > $2::uuid)
        ORDER BY d.id LIMIT $3`,
      [userIds, afterId, limit],
    );
    return rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** The storage keys of these documents that are still held. */
  async heldKeys(ids: string[]): Promise<Array<{ id: string; storageKey: string }>> {
    if (!ids.length) return [];
    const rows: Array<{ id: string; storage_key: string }> = await this.documents.query(
      `SELECT id, storage_key FROM identity_documents WHERE id = ANY($1::uuid[]) AND purged_at IS NULL ORDER BY id`,
      [ids],
    );
    return rows.map((r) => ({ id: r.id, storageKey: r.storage_key }));
  }

  /**
   * Marks held documents purged and clears their personal fields; the row stays as the fact
   * (held from uploaded_at, purged at purged_at, why). One statement, not audited field by field:
   * the audit log must not keep a copy of what is erased. Returns the ids it marked.
   */
  async markPurged(ids: string[], reason: DocumentPurgeReason, at: Date, manager: EntityManager): Promise<string[]> {
    if (!ids.length) return [];
    // TypeORM answers an UPDATE … RETURNING on Postgres with [rows, affected count].
    const [rows]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE identity_documents
          SET purged_at = $2, purge_reason = $3, original_name = NULL, review_comment = NULL, proposed_identity = NULL
        WHERE id = ANY($1::uuid[]) AND purged_at IS NULL
        RETURNING id`,
      [ids, at, reason],
    );
    return rows.map((r) => r.id).sort();
  }
}
