import { describe, expect, it, vi } from 'vitest';
import { accessOf } from '#functions/lib/auth/caller-access.ts';
import { buildContent, type DeliveryPorts } from '#functions/reports/delivery/content.ts';
import type { ReportContentRequest } from '#functions/reports/delivery/index.ts';
import { NOTHING_BLOCKED } from '#functions/reports/delivery/render/network-guard.ts';

const ACCESS = accessOf({ sub: '5', username: 'ana', tenant: 'acme', roles: ['Alpha'] }, []);
const DEADLINE = 1_800_000_000_000;

/** What the target port answers: its name, and a dashboard's resources (the token is signed with them). */
const TARGET = { name: 'Sales / Revenue', readable: { dashboards: [3], charts: [7, 8], datasets: [2] } };
/** What the fake browser was refused on each page. */
const BLOCKED = { total: 2, byType: { image: 1, stylesheet: 1 }, origins: ['http://169.254.169.254'] };

/** Ports that record their calls and answer recognizable bytes. */
function fakePorts(target: DeliveryPorts['target'] = async () => TARGET, blocked = NOTHING_BLOCKED) {
  return {
    webBaseUrl: 'http://127.0.0.1:8088',
    executorAccess: vi.fn(async () => ACCESS),
    target: vi.fn(target),
    signToken: vi.fn(async () => 'report-token'),
    render: vi.fn(async (page: { format: string }) => ({ content: Buffer.from(page.format), blocked })),
    chartFile: vi.fn(async (_access, _id, name: string, format: 'CSV' | 'XLSX') => ({
      filename: `${name}.${format.toLowerCase()}`,
      contentType: format,
      content: Buffer.from(format),
    })),
    chartHtml: vi.fn(async () => '<table></table>'),
  } satisfies DeliveryPorts;
}

const request = (
  target: ReportContentRequest['target'],
  formats: ReportContentRequest['formats'],
  customWidth?: number,
): ReportContentRequest => ({
  tenantId: 'acme',
  reportId: 12,
  executor: { userId: 5, username: 'ana' },
  target,
  formats,
  customWidth: customWidth ?? null,
  deadline: DEADLINE,
});

describe("a report run's content", () => {
  it("lists a chart's formats in the report's order: the image inline, the files attached, the table for the body", async () => {
    // Arrange
    const ports = fakePorts();

    // Act
    const content = await buildContent(request({ chartId: 7 }, ['CSV', 'PNG', 'TEXT', 'XLSX']), ports);

    // Assert
    expect(content).toEqual({
      url: 'http://127.0.0.1:8088/explore/?slice_id=7',
      attachments: [
        { filename: 'Sales / Revenue.csv', contentType: 'CSV', content: Buffer.from('CSV') },
        {
          filename: 'Sales Revenue.png',
          contentType: 'image/png',
          content: Buffer.from('PNG'),
          cid: 'report-12-image@skyset',
        },
        { filename: 'Sales / Revenue.xlsx', contentType: 'XLSX', content: Buffer.from('XLSX') },
      ],
      html: '<table></table>',
      blocked: NOTHING_BLOCKED,
    });
    expect(ports.render).toHaveBeenCalledWith({
      url: 'http://127.0.0.1:8088/explore/?slice_id=7&standalone=3',
      token: 'report-token',
      format: 'PNG',
      width: 800,
      height: 600,
      deadline: DEADLINE,
    });
    expect(ports.chartFile).toHaveBeenCalledWith(ACCESS, 7, 'Sales / Revenue', 'CSV');
  });

  it("renders a dashboard's PNG and PDF at the custom width with one token for the run, naming the executor, the report and its resources", async () => {
    // Arrange
    const ports = fakePorts(undefined, BLOCKED);

    // Act
    const content = await buildContent(
      request({ dashboardId: 3, selectedTabs: ['TAB-x'] }, ['PNG', 'PDF'], 1200),
      ports,
    );

    // Assert
    expect(content.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['Sales Revenue.png', 'image/png'],
      ['Sales Revenue.pdf', 'application/pdf'],
    ]);
    expect(ports.signToken).toHaveBeenCalledTimes(1);
    expect(ports.signToken).toHaveBeenCalledWith({
      tenantId: 'acme',
      reportId: 12,
      userId: 5,
      username: 'ana',
      roles: ['Alpha'],
      readable: TARGET.readable,
    });
    // What both pages were refused, together.
    expect(content.blocked).toEqual({
      total: 4,
      byType: { image: 2, stylesheet: 2 },
      origins: ['http://169.254.169.254'],
    });
    expect(ports.render.mock.calls.map(([page]) => page)).toEqual(
      ['PNG', 'PDF'].map((format) => ({
        url: 'http://127.0.0.1:8088/superset/dashboard/3/?standalone=3&report_tabs=TAB-x',
        token: 'report-token',
        format,
        width: 1200,
        height: 1200,
        deadline: DEADLINE,
      })),
    );
  });

  it('refuses data formats for a dashboard with a sentence for the log', async () => {
    // Arrange
    const ports = fakePorts();

    // Act
    const building = buildContent(request({ dashboardId: 3 }, ['PDF', 'CSV']), ports);

    // Assert
    await expect(building).rejects.toThrow('A dashboard report cannot be sent as CSV: only charts have data to attach');
  });

  it('signs no token and renders nothing for data formats alone', async () => {
    // Arrange
    const ports = fakePorts();

    // Act
    await buildContent(request({ chartId: 7 }, ['TEXT']), ports);

    // Assert
    expect([ports.signToken.mock.calls.length, ports.render.mock.calls.length]).toEqual([0, 0]);
  });

  it("stops before any work when the target is gone, with the target port's sentence", async () => {
    // Arrange
    const ports = fakePorts(async () =>
      Promise.reject(new Error("Chart 7 does not exist or its report's executor ana may not see it")),
    );

    // Act
    const building = buildContent(request({ chartId: 7 }, ['PNG']), ports);

    // Assert
    await expect(building).rejects.toThrow("Chart 7 does not exist or its report's executor ana may not see it");
    expect(ports.render).not.toHaveBeenCalled();
  });

  it('refuses a run without formats', async () => {
    // Act
    const building = buildContent(request({ chartId: 7 }, []), fakePorts());

    // Assert
    await expect(building).rejects.toThrow('The report names no format to deliver');
  });
});
