import { type AuditSentence } from '@soundpost/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An audit sentence of the contracts in the current language (`people.sentences`, `people.things`, `people.roles`). */
export function useAuditText(): (sentence: AuditSentence) => string {
  const { t } = useTranslation();
  return useCallback(
    (sentence: AuditSentence) => {
      const thing = t(`people.things.${sentence.thing}.${sentence.possessive}`, { title: sentence.title ?? '' });
      const actor =
        'name' in sentence.actor
          ? sentence.actor.role
            ? t('people.actorWithRole', { name: sentence.actor.name, role: t(`people.roles.${sentence.actor.role}`) })
            : sentence.actor.name
          : t(`people.actors.${sentence.actor.word}`);
      return t(`people.sentences.${sentence.verb}.${sentence.subject}`, { actor, thing, from: sentence.from ?? '', to: sentence.to ?? '' });
    },
    [t],
  );
}
