/** The pagination of the management tables: total, size changer and quick jumper, as the spec's lists have. */
export function tablePaging(
  page: { current: number; size: number; total: number },
  onChange: (current: number, size: number) => void,
  total: (n: number) => string,
) {
  return {
    current: page.current,
    pageSize: page.size,
    total: page.total,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: total,
    onChange,
  };
}
