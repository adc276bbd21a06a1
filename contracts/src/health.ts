/** GET /api/health */
export interface HealthReport {
  status: 'ok';
  store: 'sqlite' | 'mongodb';
  uptimeSeconds: number;
}
