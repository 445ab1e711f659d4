import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '@soundpost/server-core/ids';
import { isValidStorageKey, StorageService } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { KycErrors } from '../kyc.errors';
import { ArtistProfilesRepository } from '../profiles/artist-profiles.repository';
import { DocumentUploadReader } from './document-upload.reader';
import type { DocumentPurgeReason } from './identity-document.entity';
import { HeldDocument, IdentityDocumentsRepository } from './identity-documents.repository';

export type { DocumentPurgeReason, HeldDocument };

export interface OwnedDocumentFile {
  stream: Readable;
  size: number;
  contentType: string;
  name: string;
}

@Injectable()
export class IdentityDocumentsService {
  private readonly logger = new Logger('IdentityDocuments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: DocumentUploadReader,
    private readonly documents: IdentityDocumentsRepository,
    private readonly profiles: ArtistProfilesRepository,
    private readonly storage: StorageService,
  ) {}

  async upload(userId: string, request: FastifyRequest, requiredMessage: string): Promise<{ document_status: 'pending' | 'approved' }> {
    const { file, filename } = await this.reader.receive(request, requiredMessage);
    try {
      return await this.dataSource.transaction(async (m) => {
        const profile = await this.profiles.findOrNew(userId, m);
        const approved = profile.documentStatus === 'approved';
        // A document replacing one still in review carries that one's change too.
        const previous = approved ? await this.documents.latestOf(userId, m) : null;
        const carried = previous?.status === 'pending' ? previous.proposedIdentity : null;
        const proposed = approved && (carried || profile.pendingIdentity) ? { ...(carried ?? {}), ...(profile.pendingIdentity ?? {}) } : null;
        const document = this.documents.create(
          {
            userId,
            storageKey: file.key,
            originalName: filename || null,
            contentType: file.contentType,
            sizeBytes: file.size,
            sha256: file.sha256,
            status: 'pending',
            uploadedAt: new Date(),
            proposedIdentity: proposed,
          },
          m,
        );
        await this.documents.save(document, m);
        if (approved) {
          profile.pendingIdentity = null;
        } else {
          profile.documentStatus = 'pending';
          profile.isVerified = false;
        }
        await this.profiles.save(profile, m);
        return { document_status: profile.documentStatus === 'approved' ? ('approved' as const) : ('pending' as const) };
      });
    } catch (error) {
      await this.reader.discard(file.key);
      throw error;
    }
  }

  async openOwned(userId: string, documentId: string): Promise<OwnedDocumentFile> {
    const document = isUuid(documentId) ? await this.documents.findOwned(userId, documentId) : null;
    if (!document) throw KycErrors.documentNotFound();
    const file = await this.storage.open(document.storageKey);
    return { ...file, contentType: document.contentType, name: document.originalName ?? 'document' };
  }

  // Retention (the privacy domain's sweep asks these; docs/privacy.md "Retention").

  /** Held documents of applications rejected at or before `decidedBefore`, a page by id. */
  heldAfterRejection(decidedBefore: Date, afterId: string | null, limit: number): Promise<HeldDocument[]> {
    return this.documents.heldOfRejectedBefore(decidedBefore, afterId, limit);
  }

  /** Held documents of these accounts, a page by id. */
  heldOf(userIds: string[], afterId: string | null, limit: number): Promise<HeldDocument[]> {
    return this.documents.heldOfUsers(userIds, afterId, limit);
  }

  /**
   * Deletes the files of these documents, then marks their rows purged (personal fields cleared).
   * Files first: a crash between the two leaves the row held, and the next run deletes the
   * (already missing) file again and marks it. A document already purged is skipped.
   * Returns the ids marked by this call.
   */
  async purge(ids: string[], reason: DocumentPurgeReason, now: Date): Promise<string[]> {
    const held = await this.documents.heldKeys(ids);
    const deleted: string[] = [];
    for (const document of held) {
      // A key storage would refuse names no file it could hold: nothing to delete.
      if (!isValidStorageKey(document.storageKey)) {
        deleted.push(document.id);
        continue;
      }
      try {
        await this.storage.delete(document.storageKey);
        deleted.push(document.id);
      } catch (error) {
        // The row stays held, so the next sweep tries again; the others go on.
        this.logger.warn(`Could not delete the file of identity document ${document.id}: ${(error as Error).message}`);
      }
    }
    return this.dataSource.transaction((m) => this.documents.markPurged(deleted, reason, now, m));
  }
}
