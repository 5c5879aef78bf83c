//! Transactions: every use case reads and writes through one `Tx`, committed only when the
//! whole use case succeeded, so a crash or an error never leaves half of it written.

use rusqlite::{Transaction, TransactionBehavior};

use crate::{Store, StoreError};

/// An open transaction. All queries of the operations live as methods on it.
#[derive(Debug)]
pub struct Tx<'a> {
    pub(crate) tx: Transaction<'a>,
}

impl Store {
    /// Runs `work` in one write transaction (`BEGIN IMMEDIATE`: the write lock is taken up
    /// front, so two programs on one file queue instead of failing midway). Commits when
    /// `work` returns `Ok`, rolls back otherwise.
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        work: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        self.transaction(TransactionBehavior::Immediate, work)
    }

    /// Runs `work` on a consistent snapshot (a read transaction). It takes no lock that a
    /// writer holds (WAL), writes nothing, and is rolled back when done.
    pub fn read<T, E: From<StoreError>>(
        &self,
        work: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let tx = self
            .conn
            .unchecked_transaction()
            .map_err(|e| StoreError::at(self.path(), e))?;
        let tx = Tx { tx };
        let value = work(&tx)?;
        // A read commits nothing: dropping the transaction rolls it back.
        drop(tx);
        Ok(value)
    }

    fn transaction<T, E: From<StoreError>>(
        &mut self,
        behavior: TransactionBehavior,
        work: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let path = self.path().to_path_buf();
        let tx = self
            .conn
            .transaction_with_behavior(behavior)
            .map_err(|e| StoreError::at(&path, e))?;
        let tx = Tx { tx };
        let value = work(&tx)?;
        tx.tx.commit().map_err(|e| StoreError::at(&path, e))?;
        Ok(value)
    }
}

impl Tx<'_> {
    /// The latest time any use case wrote, if any.
    pub fn clock_watermark(&self) -> Result<Option<String>, StoreError> {
        Ok(self
            .tx
            .query_row(
                "SELECT last_at FROM clock_watermark WHERE only_row = 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn set_clock_watermark(&self, at: &str) -> Result<(), StoreError> {
        self.tx
            .prepare_cached(
                "INSERT INTO clock_watermark (only_row, last_at) VALUES (1, ?1)
             ON CONFLICT (only_row) DO UPDATE SET last_at = excluded.last_at",
            )?
            .execute([at])?;
        Ok(())
    }
}

use rusqlite::OptionalExtension;
