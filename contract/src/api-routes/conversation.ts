import { defineApiRoutes } from './route';

/** The methods and paths of `CONVERSATION_ENDPOINTS` (endpoints/conversation.ts), without their schemas. */
export const CONVERSATION_ROUTES = defineApiRoutes({
  teamThread: { method: 'GET', path: '/team/applications/:id/messages' },
  teamWrite: { method: 'POST', path: '/team/applications/:id/messages' },
  decideSender: { method: 'POST', path: '/team/applications/:id/messages/:messageId/sender' },
  attachment: { method: 'GET', path: '/team/applications/:id/attachments/:attachmentId' },
  attachmentCv: { method: 'POST', path: '/team/applications/:id/attachments/:attachmentId/cv' },
  unread: { method: 'GET', path: '/team/conversations/unread' },
  templates: { method: 'GET', path: '/team/message-templates' },
  addTemplate: { method: 'POST', path: '/team/message-templates' },
  deleteTemplate: { method: 'DELETE', path: '/team/message-templates/:id' },
  candidateThread: { method: 'GET', path: '/user/applications/:id/messages' },
  candidateWrite: { method: 'POST', path: '/user/applications/:id/messages' },
});
