-- A collection's mark can be undone (the floor's undo): the chips taken from the stack come
-- back by a second movement naming the same collection, and a new mark may take them again.
-- So a collection may name several chip movements; their sum is what its payment left.
DROP INDEX chip_moves_one_time_payment;
CREATE INDEX chip_moves_by_collection ON chip_moves (collection_id) WHERE collection_id IS NOT NULL;
