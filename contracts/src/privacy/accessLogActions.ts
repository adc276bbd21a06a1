// What the owner's access log records, each with the words the Privacy tab shows for it. The
// API may write only these (the event log's type says so), so no entry reaches the owner as a
// bare code.

export const accessLogActionLabels = {
  'request.received': 'Asked for access',
  'request.refused': 'Was refused access',
  'request.approved': 'Request approved',
  'request.rejected': 'Request rejected',
  'request.verified': 'Request verified',
  'grant.created': 'Was granted access',
  'grant.changed': 'Access end changed',
  'grant.revoked': 'Access revoked',
  'plan.viewed': 'Opened your plan',
  'item.viewed': 'Downloaded a file',
  'document.downloaded': 'Downloaded a document',
  'key.generated': 'Access key generated',
  'key.revoked': 'Access key revoked',
  'card.created': 'Access card created',
  'card.updated': 'Access card changed',
  'card.deleted': 'Access card deleted',
  'role.changed': 'Role changed',
  'sharing.changed': 'Sharing with the administrators changed',
  'airtable.tested': 'Tested the Airtable connection',
  'airtable.test_data': 'Created Airtable test data',
  'airtable.synced': 'Synced to Airtable',
  'airtable.sync_failed': 'Airtable sync failed',
  'check_in.recorded': 'Checked in',
  'check_in.settings_changed': 'Check-in settings changed',
  'check_in.test_sent': 'Test check-in sent',
  'check_in.back_to_normal': 'Back to normal: check-in access ended',
  'check_in.prompt_sent': 'Check-in prompt sent',
  'check_in.reminder_sent': 'Check-in reminder sent',
  'check_in.contact_asked': 'A trusted contact was asked if you are OK',
  'check_in.contact_answered': 'A trusted contact answered',
  'check_in.ladder_ended': 'No trusted contact answered',
  'message.delivered': 'Legacy message delivered',
  'message.opened': 'Legacy message opened by its recipient',
  'message.milestone_confirmed': 'Confirmed a legacy message’s milestone',
  'message.resent': 'Sent a legacy message’s link again',
} as const;

export type AccessLogAction = keyof typeof accessLogActionLabels;
