import { defineMessages } from '../../config/i18n';

/** The operator overrides' texts (`host:overrides.*`), added with their chunk. */
export const overridesMessages = defineMessages(
  {
    notOperator: 'Loading other versions is for platform operators. This page shows the current versions.',
    unavailable: 'The list of released versions could not be read, so nothing was overridden. Reload to try again.',
    refused: 'Not overridden: {{list}}. Only released versions that were not withdrawn can be loaded.',
    banner: {
      label: 'Version overrides',
      text: 'This tab runs versions of your choice: {{list}}.',
      change: 'Change',
      reset: 'Reset to current versions',
    },
    version: {
      preview: 'preview “{{label}}”',
      canary: 'canary, {{percent}} %',
      current: 'current',
      released: 'released {{date}}',
    },
    panel: {
      title: 'Version overrides',
      intro: 'Load any released version of an area in this browser tab, until you close it. Nobody else is affected. Shortcut: Alt+Shift+O.',
      remote: 'Area “{{name}}”',
      useCurrent: 'Current version ({{version}})',
      loading: 'Reading the released versions…',
      failed: 'The released versions could not be read: {{reason}}',
      none: 'No area is released yet.',
      link: 'Link to this choice (for operators)',
      apply: 'Apply and reload',
      resetAll: 'Reset all',
      cancel: 'Cancel',
    },
  },
  {
    notOperator: 'Загружать другие версии могут только операторы платформы. На странице — текущие версии.',
    unavailable: 'Не удалось прочитать список выпущенных версий, поэтому ничего не подменено. Обновите страницу, чтобы попробовать ещё раз.',
    refused: 'Не подменено: {{list}}. Загрузить можно только выпущенные и не отозванные версии.',
    banner: {
      label: 'Подмена версий',
      text: 'В этой вкладке работают выбранные вами версии: {{list}}.',
      change: 'Изменить',
      reset: 'Вернуть текущие версии',
    },
    version: {
      preview: 'превью «{{label}}»',
      canary: 'канареечный, {{percent}} %',
      current: 'текущая',
      released: 'выпущена {{date}}',
    },
    panel: {
      title: 'Подмена версий',
      intro: 'Загрузите любую выпущенную версию раздела в этой вкладке браузера — до её закрытия. Больше это никого не касается. Сочетание клавиш: Alt+Shift+O.',
      remote: 'Раздел «{{name}}»',
      useCurrent: 'Текущая версия ({{version}})',
      loading: 'Читаем выпущенные версии…',
      failed: 'Не удалось прочитать выпущенные версии: {{reason}}',
      none: 'Ни один раздел ещё не выпущен.',
      link: 'Ссылка на этот выбор (для операторов)',
      apply: 'Применить и перезагрузить',
      resetAll: 'Сбросить всё',
      cancel: 'Отмена',
    },
  },
);
