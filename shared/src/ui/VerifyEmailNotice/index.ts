export { VerifyEmailNotice, type VerifyEmailNoticeProps } from './VerifyEmailNotice';
