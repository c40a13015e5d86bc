/**
 * Screens and parts whose words are not yet in the message catalogues (issue 25). The list only shrinks:
 * tests/unit/i18n-catalogues.test.ts fails when a file here no longer needs to be.
 */
export default [
  'client/features/admin/pages/videos-admin-page.tsx',
  'client/features/admin/videos/components/add-video-dialog.tsx',
  'client/features/admin/videos/components/chapters-field.tsx',
  'client/features/admin/videos/components/media-fields.tsx',
  'client/features/admin/videos/components/processing-status.tsx',
  'client/features/admin/videos/components/video-editor.tsx',
  'client/features/admin/videos/components/video-figures.tsx',
  'client/features/admin/videos/components/video-filters.tsx',
  'client/features/admin/videos/components/videos-list.tsx',
];
