import { AdminPage } from '../../../features/admin/components/admin-page.tsx';
import { ExportPanel } from '../../../features/admin/csv/components/export-panel.tsx';
import { ImportPanel } from '../../../features/admin/csv/components/import-panel.tsx';

/** /admin/import-export: orders and products out as CSV, products in from CSV and a zip of pictures. */
export default function AdminImportExportPage() {
  return (
    <AdminPage
      title="Import & Export"
      description="Orders and products as CSV files, and products added or updated from one."
    >
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <ImportPanel />
        <ExportPanel />
      </div>
    </AdminPage>
  );
}
