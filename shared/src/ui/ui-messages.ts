import type { i18n as I18n } from 'i18next';
import { LOCALES, type Locale } from '@platform/contract';

/** The i18next namespace of the UI kit's own strings; the host registers {@link UI_RESOURCES} under it. */
export const UI_NAMESPACE = 'ui';

const EN = {
  areaCrashed: 'This part of the page failed to display.',
  cancel: 'Cancel',
  close: 'Close',
  closeDialog: 'Close dialog',
  closeNotification: 'Close notification',
  loading: 'Loading…',
  notifications: 'Notifications',
  timeLeft: 'Time left before the notification closes',
  toastType_success: 'Success',
  toastType_info: 'Information',
  toastType_warning: 'Warning',
  toastType_error: 'Error',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
  switchOn: 'On',
  switchOff: 'Off',
  removeTag: 'Remove {{label}}',
  required: 'required',
  loadFailed: 'Could not load this page',
  loadFailedText: 'Check your connection and try again.',
  retry: 'Try again',
  actionFailed: 'That did not work. Please try again.',
  networkError: 'No connection to the server. Check your network and try again.',
  invalidField: 'Check this field.',
  fieldRequired: 'Fill in this field.',
  fieldNumber: 'Enter a number.',
  fieldText: 'Enter text.',
  fieldYesNo: 'Choose yes or no.',
  fieldMaximum: 'At most {{maximum}}.',
  fieldMinimum: 'At least {{minimum}}.',
  fieldMaxLength: 'At most {{maximum}} characters.',
  fieldMinLength: 'At least {{minimum}} characters.',
  fieldMaxItems: 'No more than {{maximum}} items.',
  fieldMinItems: 'At least {{minimum}} items.',
  fieldOneOf: 'Choose one of: {{values}}.',
  fieldEmail: 'Enter an e-mail address.',
  fieldUrl: 'Enter a web address (https://…).',
  fieldFormat: 'Check the format.',
  favouritesAddToList: 'Add to list',
  favouritesAddToListFor: 'Add to list: {{name}}',
  favouritesLists: 'Your favourites lists',
  favouritesDefaultList: 'Favourites',
  favouritesNewListName: 'New list',
  favouritesCreateAndAdd: 'Create and add',
  favouritesListNameRequired: 'Enter a list name.',
  favouritesListNameTaken: 'You already have a list with this name.',
  favouritesAdded: 'Added to “{{list}}”',
  favouritesRemoved: 'Removed from “{{list}}”',
  favouritesChangeFailed: 'Could not change your favourites',
  verifyEmailTitle: 'Verify your e-mail address',
  verifyEmailText: 'Mailings and invitations are sent once your address is verified: follow the link we sent to {{email}}.',
  verifyEmailLink: 'Send the link again on the Account page',
} as const;

/** A key of the `ui` namespace. */
export type UiMessageKey = keyof typeof EN;

const RU: Record<UiMessageKey, string> = {
  areaCrashed: 'Эта часть страницы не отобразилась.',
  cancel: 'Отмена',
  close: 'Закрыть',
  closeDialog: 'Закрыть окно',
  closeNotification: 'Закрыть уведомление',
  loading: 'Загрузка…',
  notifications: 'Уведомления',
  timeLeft: 'Время до закрытия уведомления',
  toastType_success: 'Успешно',
  toastType_info: 'Информация',
  toastType_warning: 'Предупреждение',
  toastType_error: 'Ошибка',
  pagination: 'Навигация по страницам',
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  page: 'Страница {{page}}',
  switchOn: 'Вкл.',
  switchOff: 'Выкл.',
  removeTag: 'Удалить «{{label}}»',
  required: 'обязательное поле',
  loadFailed: 'Не удалось загрузить страницу',
  loadFailedText: 'Проверьте подключение и попробуйте ещё раз.',
  retry: 'Повторить',
  actionFailed: 'Не получилось. Попробуйте ещё раз.',
  networkError: 'Нет связи с сервером. Проверьте сеть и попробуйте ещё раз.',
  invalidField: 'Проверьте это поле.',
  fieldRequired: 'Заполните это поле.',
  fieldNumber: 'Введите число.',
  fieldText: 'Введите текст.',
  fieldYesNo: 'Выберите «да» или «нет».',
  fieldMaximum: 'Не больше {{maximum}}.',
  fieldMinimum: 'Не меньше {{minimum}}.',
  fieldMaxLength: 'Не длиннее {{maximum}} симв.',
  fieldMinLength: 'Не короче {{minimum}} симв.',
  fieldMaxItems: 'Элементов — не больше {{maximum}}.',
  fieldMinItems: 'Элементов — не меньше {{minimum}}.',
  fieldOneOf: 'Выберите одно из значений: {{values}}.',
  fieldEmail: 'Введите адрес электронной почты.',
  fieldUrl: 'Введите веб-адрес (https://…).',
  fieldFormat: 'Проверьте формат.',
  favouritesAddToList: 'В список',
  favouritesAddToListFor: 'В список: {{name}}',
  favouritesLists: 'Ваши списки избранного',
  favouritesDefaultList: 'Избранное',
  favouritesNewListName: 'Новый список',
  favouritesCreateAndAdd: 'Создать и добавить',
  favouritesListNameRequired: 'Введите название списка.',
  favouritesListNameTaken: 'Список с таким названием у вас уже есть.',
  favouritesAdded: 'Добавлено в «{{list}}»',
  favouritesRemoved: 'Убрано из «{{list}}»',
  favouritesChangeFailed: 'Не удалось изменить избранное',
  verifyEmailTitle: 'Подтвердите адрес электронной почты',
  verifyEmailText: 'Рассылки и приглашения отправляются после подтверждения адреса: перейдите по ссылке, которую мы отправили на {{email}}.',
  verifyEmailLink: 'Отправить ссылку ещё раз на странице «Аккаунт»',
};

/**
 * The UI kit's messages in every locale, ready for `i18n.addResourceBundle(locale, UI_NAMESPACE, …)`.
 * Both locales carry every key (checked by a test), so no UI string falls back to a raw key.
 */
export const UI_RESOURCES: Record<Locale, Record<UiMessageKey, string>> = { en: EN, ru: RU };

/**
 * Registers the UI kit's bundles on the host's i18next instance (both locales, under
 * {@link UI_NAMESPACE}); keys the host already set win.
 */
export function addUiResources(i18n: I18n): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, UI_NAMESPACE, UI_RESOURCES[locale], true, false);
}
