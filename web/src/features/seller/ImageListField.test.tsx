import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import type { StoredImage } from './api';
import { ImageListField } from './ImageListField';
import { emptyRow, toFormValues, toSubmission } from './productForm';

const stored = (id: number, sort: number): StoredImage => ({
  id,
  imgUrl: `/uploads/p${id}.png`,
  invalid: 0,
  sort,
});

describe('carousel and detail picture lists', () => {
  it('deleting asks first, then marks the picture invalid=1 and moves it to the end', async () => {
    const onChange = vi.fn();
    render(<ImageListField value={[stored(1, 0), stored(2, 1)]} onChange={onChange} testId="banners" />);
    fireEvent.click(screen.getByTestId('banners-0-delete'));
    expect(await screen.findByText('The current action will delete the image, continue?')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await act(async () =>
      fireEvent.click(document.querySelector('.ant-modal-confirm .ant-btn-primary') as Element),
    );
    expect(onChange).toHaveBeenCalledWith([{ ...stored(2, 0) }, { ...stored(1, 0), invalid: 1, sort: 2 }]);
  });

  it('a new picture is added with an empty id; deleted ones stay hidden at the end', async () => {
    stubApi({ '/upload/image': ok({ url: '/uploads/new.png' }, '/uploads/new.png') });
    const onChange = vi.fn();
    const gone = { ...stored(9, 5), invalid: 1 };
    render(<ImageListField value={[stored(1, 0), gone]} onChange={onChange} testId="details" />);
    expect(screen.queryByTestId('details-1-preview')).toBeNull();
    const input = screen.getByTestId('details-add-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'n.png')] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        stored(1, 0),
        { id: '', imgUrl: '/uploads/new.png', invalid: 0, sort: 1 },
        gone,
      ]),
    );
  });
});

describe('form values and the submission', () => {
  it('round-trips a stored product, with status 2 and the attribute columns', () => {
    const values = toFormValues({
      id: 7,
      businessDetailId: 3,
      businessName: 'Shop',
      sku: 'DM0000007',
      title: 'T',
      shortTitle: 'S',
      pp: 'B',
      brandId: null,
      keywords: '',
      intro: '',
      description: '<p>x</p>',
      categoryId: 1,
      category2Id: 2,
      category3Id: 3,
      productType: 1,
      tagId: '1,2',
      serveId: '',
      storyId: null,
      underlinedPrice: '30.0000',
      price: '20.5000',
      xgNum: '',
      freightPrice: '1.5000',
      weightGrams: 450,
      lengthCm: '30',
      widthCm: '22.5',
      heightCm: '4',
      declareNameZh: '衬衫',
      declareNameEn: 'Shirt',
      originCountryCode: 'CN',
      hsCode: '620520',
      sendDays: 3,
      status: 1,
      reviewState: 'approved',
      rejectReason: '',
      productUrl: '/uploads/a.png',
      videoUrl: '',
      videoPicUrl: '',
      mallProductDetailBannerList: [stored(1, 0)],
      mallProductDetailImgsList: [stored(2, 0)],
      mallSpecTop: { cols3: 'Colour' },
      mallSpecDataList: [
        {
          cols1: '11',
          cols2: '/uploads/v.png',
          cols3: 'Red',
          price: '20.5000',
          articleNumber: 'A',
          kc: 3,
          xyPrice: '10.0000',
          manageVip1Money: '1.0000',
          manageVip2Money: '2.0000',
        },
      ],
    });
    expect(values.category).toEqual([1, 2, 3]);
    expect(values.price).toBe('20.5');
    expect(values.spec.columns).toEqual([{ key: 'cols3', header: 'Colour' }]);
    const body = toSubmission(
      { ...values, spec: { ...values.spec, rows: [...values.spec.rows, emptyRow()] } },
      7,
    );
    expect(body).toMatchObject({ id: 7, status: 2, tagId: '1,2', mallSpecTop: { cols3: 'Colour' } });
    expect(body.mallSpecDataList[0]).toMatchObject({ cols1: '11', cols3: 'Red', xyPrice: '10', invalid: 0 });
    expect(body.mallSpecDataList[1]).toMatchObject({ cols1: '', cols2: '' });
    // The logistics come back as they were stored, as the form's text.
    expect(body).toMatchObject({
      weightGrams: '450',
      lengthCm: '30',
      widthCm: '22.5',
      heightCm: '4',
      sendDays: '3',
      freightPrice: '1.5',
      originCountryCode: 'CN',
      hsCode: '620520',
      declareNameZh: '衬衫',
      declareNameEn: 'Shirt',
    });
  });
});
