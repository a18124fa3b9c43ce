import {pageCount, paginationWindow} from './paginationWindow'

describe('paginationWindow', () => {
  it('shows the single page of a one-page list', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
  })

  it('shows both pages of a two-page list', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2])
    expect(paginationWindow(2, 2)).toEqual([1, 2])
  })

  it('on page 1, shows its neighbour and jumps to the last page', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10])
  })

  it('on page 2, shows the first three pages', () => {
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10])
  })

  it('in the middle, keeps the first and last pages around the window', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10])
  })

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10])
  })

  it('on the last page but one and the last page, ends on the last page', () => {
    expect(paginationWindow(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10])
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10])
  })
})

describe('pageCount', () => {
  it('rounds up and never returns zero', () => {
    expect(pageCount(24, 9)).toBe(3)
    expect(pageCount(18, 9)).toBe(2)
    expect(pageCount(0, 9)).toBe(1)
  })
})
