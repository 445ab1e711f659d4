import fs from 'node:fs';
import { Command } from 'commander';
import { documentText, LANGUAGE_FILE_MAX_BYTES, LanguageFilesService } from '@soundpost/server-i18n';
import { CliEnvironment, CliUsageError, withPlatform } from '../cli-context';

/** Through the back office's own service: same checks, backups and audit log, the actor being `cli`. */
export function i18nCommand(cli: CliEnvironment): Command {
  const i18n = new Command('i18n').description('language files (the back office language editor)');

  i18n
    .command('publish')
    .description('make the working copy of a language what clients get at /api/i18n/<lang>')
    .argument('<lang>', 'language code, e.g. fr')
    .action(async (lang: string) => {
      await withPlatform(cli, async ({ app }) => {
        const result = await app.get(LanguageFilesService).publish(lang);
        cli.io.out(`Published ${result.lang}: ${result.url}`);
      });
    });

  i18n
    .command('export')
    .description('write the working copy of a language (shipped texts with the staff changes) to a .json file')
    .argument('<lang>', 'language code, e.g. fr')
    .argument('<file>', "the file to write ('-' for standard output)")
    .action(async (lang: string, file: string) => {
      await withPlatform(cli, async ({ app }) => {
        const copy = await app.get(LanguageFilesService).workingCopy(lang);
        const text = documentText(copy.payload);
        if (file === '-') return cli.io.out(text.trimEnd());
        fs.writeFileSync(file, text);
        cli.io.out(`Exported ${copy.lang} to ${file} (${Buffer.byteLength(text)} bytes).`);
      });
    });

  i18n
    .command('import')
    .description('save a .json file as the working copy of a language (the previous copy is kept as a backup; publish to make it live)')
    .argument('<lang>', 'language code, e.g. fr (a new code creates the language)')
    .argument('<file>', 'the .json file')
    .action(async (lang: string, file: string) => {
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CliUsageError(`No such file: ${file}`);
      if (fs.statSync(file).size > LANGUAGE_FILE_MAX_BYTES) throw new CliUsageError(`${file} is larger than ${LANGUAGE_FILE_MAX_BYTES} bytes.`);
      const text = fs.readFileSync(file, 'utf8');
      await withPlatform(cli, async ({ app }) => {
        const result = await app.get(LanguageFilesService).importText(lang, text);
        cli.io.out(
          result.changed
            ? `Imported ${file} into ${result.lang}${result.created ? ' (new language)' : ''}. Run "soundpost i18n publish ${result.lang}" to make it live.`
            : `${file} holds the current working copy of ${result.lang}: nothing changed.`,
        );
      });
    });

  return i18n;
}
