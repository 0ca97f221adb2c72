import type { Config } from '@react-router/dev/config';

/**
 * Skyset's web app is a static SPA (S3/CloudFront in the cloud, the local runtime's static server at home):
 * no server rendering, one prerendered `index.html` shell that every unknown path falls back to.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
} satisfies Config;
